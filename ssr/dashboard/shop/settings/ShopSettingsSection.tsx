/**
 * Instellingen of the webshop: VAT rates, the countries buyers may choose, the shop's
 * pages, the terms, the bank details for payment by transfer, the address new orders
 * are announced to and the Mollie API key (shown masked; left as shown, the stored key
 * stays). Built with the form-field kit; field keys are the API's error paths.
 */
import { FieldForm, type FieldDefinition, type FormValues } from '../../kit'
import { SettingsEditor } from './SettingsEditor'
import { COUNTRY_OPTIONS, generalBody, generalErrors, generalValues, type GeneralValues } from './settingsForm'

const DEFINITION: FieldDefinition[] = [
  {
    type: 'group',
    title: 'Btw en landen',
    fields: [
      { type: 'text', key: 'vat_rates', title: 'Btw-tarieven (%)', help: "De tarieven waaruit je per product kiest, gescheiden door komma's. Leeg: 21, 9, 0." },
      { type: 'multiselect', key: 'countries', title: 'Landen van klanten', options: COUNTRY_OPTIONS, help: 'Waar klanten wonen of laten bezorgen. Leeg: alle landen van de EU.' },
      { type: 'text', key: 'timezone', title: 'Tijdzone', placeholder: 'Europe/Amsterdam', help: 'De tijdzone van de tijdvakken van verzendmethoden. Leeg: Europe/Amsterdam.' },
    ],
  },
  {
    type: 'group',
    title: 'Pagina’s van de winkel',
    fields: [
      { type: 'text', key: 'shoppingcart_page', title: 'Winkelwagen', placeholder: '/winkelwagen', help: 'Het pad van de pagina, beginnend met /. Leeg: de standaardpagina.' },
      { type: 'text', key: 'checkout_page', title: 'Afrekenen', placeholder: '/afrekenen' },
      { type: 'text', key: 'order_page', title: 'Besteloverzicht voor de klant', placeholder: '/bestelling' },
      { type: 'text', key: 'agreement_url', title: 'Algemene voorwaarden', placeholder: '/algemene-voorwaarden', help: 'De klant gaat hiermee akkoord bij het afrekenen. Leeg: geen vinkje.' },
    ],
  },
  {
    type: 'group',
    title: 'Betalen door overmaken',
    fields: [
      { type: 'text', key: 'wire.account_name', title: 'Ten name van' },
      { type: 'text', key: 'wire.iban', title: 'IBAN', placeholder: 'NL00BANK0123456789' },
      { type: 'text', key: 'wire.bic', title: 'BIC' },
    ],
  },
  {
    type: 'group',
    title: 'Meldingen en betaalprovider',
    fields: [
      { type: 'text', key: 'notification_email', title: 'E-mailadres voor nieuwe bestellingen', help: 'Leeg: het e-mailadres van je bedrijf.' },
      { type: 'password', key: 'mollie.api_key', title: 'Mollie API-sleutel', help: 'Wordt verborgen getoond. Laat je hem staan, dan blijft de opgeslagen sleutel bewaard.' },
    ],
  },
]

export function ShopSettingsSection({ project }: { project: number; rest: string[] }) {
  return (
    <SettingsEditor<GeneralValues>
      project={project}
      title="Instellingen van de webwinkel"
      intro={<p className="mb-5 text-sm text-gray-700">Wijzigingen gelden meteen voor de winkel op je website; publiceren is niet nodig.</p>}
      draftOf={generalValues}
      bodyOf={generalBody}
    >
      {(draft, setDraft, errors) => (
        <div className="max-w-2xl rounded-lg bg-white p-4 ring-1 ring-gray-200 sm:p-6">
          <FieldForm definition={DEFINITION} values={draft as FormValues} onChange={(next) => setDraft(() => next as GeneralValues)} errors={generalErrors(errors)} />
        </div>
      )}
    </SettingsEditor>
  )
}
