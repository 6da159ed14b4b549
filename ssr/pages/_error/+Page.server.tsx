/** vike's error page: only reached when rendering itself failed (the site route catches every path). */
import { NoticePage } from '../../site/NoticePage'

export default function Page({ is404 }: { is404: boolean }) {
  if (is404) return <NoticePage heading="Pagina niet gevonden" text="Deze pagina is niet gevonden." />
  return (
    <NoticePage
      heading="Er is iets misgegaan"
      text="Deze pagina kan op dit moment niet worden getoond. Probeer het over enkele ogenblikken opnieuw."
    />
  )
}
