import { describe, expect, it } from 'vitest'
import { crawlerFileSource } from '../../server/crawlerFiles.js'

describe('crawlerFileSource', () => {
  it("maps the crawler files to the API's endpoints", () => {
    expect(crawlerFileSource('/robots.txt')).toBe('/api/services/websites/v1/robots.txt')
    expect(crawlerFileSource('/sitemap.xml')).toBe('/api/services/websites/v1/sitemap.xml')
    expect(crawlerFileSource('/sitemap-1.xml')).toBe('/api/services/websites/v1/sitemap.xml?page=1')
    expect(crawlerFileSource('/sitemap-42.xml')).toBe('/api/services/websites/v1/sitemap.xml?page=42')
  })

  it('leaves every other path to the rest of the server', () => {
    for (const path of ['/', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-1234567.xml', '/sitemap-x.xml', '/winkel/robots.txt', '/sitemap.xml/']) {
      expect(crawlerFileSource(path)).toBeNull()
    }
  })
})
