/** The login form: e-mail and password; a refusal shows the API's Dutch message. */
import { useState } from 'react'
import { Form } from 'react-aria-components'
import { ApiError, firstMessage } from './api'
import { useLogin } from './session'
import { Button } from './ui/Button'
import { TextInput } from './ui/TextInput'

export function Login() {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const login = useLogin()
  const errors = login.error instanceof ApiError ? login.error.errors : login.error ? { general: ['Inloggen lukte niet. Probeer het opnieuw.'] } : {}
  const general = errors.general ?? (errors.email || errors.password ? [] : Object.values(errors).flat())

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h1 className="text-xl font-semibold text-gray-900">Inloggen</h1>
        <p className="mt-1 text-sm text-gray-600">Log in om je website te beheren.</p>
        <Form
          className="mt-6 space-y-4"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault()
            login.mutate({ email: email.trim(), password })
          }}
        >
          {general.length > 0 ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
              {firstMessage({ general })}
            </p>
          ) : null}
          <TextInput label="E-mail" type="email" name="email" autoComplete="username" value={email} onChange={setEmail} errors={errors.email} isRequired autoFocus />
          <TextInput label="Wachtwoord" type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} errors={errors.password} isRequired />
          <Button type="submit" variant="primary" className="w-full" isDisabled={login.isPending}>
            {login.isPending ? 'Bezig met inloggen…' : 'Inloggen'}
          </Button>
        </Form>
      </div>
    </main>
  )
}
