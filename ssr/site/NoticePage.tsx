/** A full-page message when no project page can be shown (API down, unknown site, errors). */

export function NoticePage({ heading, text }: { heading: string; text: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="max-w-lg text-center">
        <h1 className="mb-4 text-3xl font-bold text-gray-900">{heading}</h1>
        <p className="text-lg text-gray-600">{text}</p>
      </div>
    </main>
  )
}
