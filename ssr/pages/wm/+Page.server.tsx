/** The server sends only the shell: the dashboard renders in the browser (+client.tsx). */
export default function Page() {
  return null
}
