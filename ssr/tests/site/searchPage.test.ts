import http from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { apiPost, type ApiPost } from '../../site/apiGet'
import { fetchSearchFields, SERVER_SEARCH_LIMIT } from '../../site/searchPage'

const REQUEST = {
  apiUrl: 'http://api.test/',
  host: 'bakkerij.example',
  forwardedFor: '203.0.113.9',
  forwardedProto: 'https',
  path: '/search',
}

const ANSWER = {
  results: [{ id: 'appeltaart', title: 'Appeltaart', url: '/product/appeltaart' }],
  info: { hits: 60 },
  filters: [{ key: 'soort', title: 'Soort', uid: 's', type: 'list', values: [] }],
}

describe("the search page's server search", () => {
  it("sends the island's call for the URL's query and filters, read as the island reads them", async () => {
    const post = vi.fn<ApiPost>(async () => ({ status: 200, body: JSON.stringify(ANSWER) }))
    const fields = await fetchSearchFields({ ...REQUEST, search: '?query=+appel+taart+&filters=soort:Taart,|gewicht:|utm=1' }, 7, post)
    expect(post).toHaveBeenCalledOnce()
    const [url, headers, body] = post.mock.calls[0]
    expect(url).toBe('http://api.test/api/services/websites/v1/search')
    expect(headers).toMatchObject({ 'x-forwarded-host': 'bakkerij.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' })
    // Trimmed query, empty filters dropped: what buildFilters(readSearchLocation(...)) gives.
    expect(body).toEqual({ website_id: 7, query: 'appel taart', filters: 'soort:Taart', current_url: 'https://bakkerij.example/search', limit: SERVER_SEARCH_LIMIT })
    expect(fields).toEqual({ query: 'appel taart', filter_string: 'soort:Taart', products: ANSWER.results, filters: ANSWER.filters, product_count: 60 })
  })

  it('shows no results for a search the API refuses, as the island would', async () => {
    const post: ApiPost = async () => ({ status: 422, body: JSON.stringify({ errors: { query: ['Te lang.'] } }) })
    expect(await fetchSearchFields({ ...REQUEST, search: `?query=${'x'.repeat(300)}` }, 7, post)).toMatchObject({ products: [], product_count: 0 })
  })

  it('leaves the page to the island when the API fails, answers nonsense or is unreachable', async () => {
    const logged: string[] = []
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation((line) => (logged.push(String(line)), true))
    const answers: ApiPost[] = [
      async () => ({ status: 502, body: 'Bad gateway' }),
      async () => ({ status: 200, body: '<html>' }),
      async () => ({ status: 200, body: JSON.stringify({ hits: 3 }) }),
      async () => {
        throw new Error('connect ECONNREFUSED')
      },
    ]
    try {
      for (const post of answers) expect(await fetchSearchFields({ ...REQUEST, search: '?query=geheime-zoekterm' }, 7, post)).toBeNull()
    } finally {
      errors.mockRestore()
    }
    // A JSON line per failed or unreadable answer (a wrongly shaped one is just empty),
    // without the visitor's search terms.
    expect(logged).toHaveLength(3)
    for (const line of logged) {
      expect(JSON.parse(line)).toMatchObject({ level: 'error', msg: expect.stringMatching(/^search/) })
      expect(line).not.toContain('geheime-zoekterm')
    }
  })
})

describe('apiPost', () => {
  it('posts JSON with its length and reads the answer', async () => {
    const server = http.createServer((request, response) => {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ method: request.method, type: request.headers['content-type'], length: request.headers['content-length'], body: JSON.parse(text) }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const answer = await apiPost(`http://127.0.0.1:${port}/zoek`, {}, { query: 'crème' }, 5_000)
      expect(JSON.parse(answer.body)).toEqual({ method: 'POST', type: 'application/json', length: String(Buffer.byteLength('{"query":"crème"}')), body: { query: 'crème' } })
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
