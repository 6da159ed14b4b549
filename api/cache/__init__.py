"""Caching of page bundles in memory and purging of the HTTP cache in front of the API.

Keys name what a cached answer depends on: `project-{id}`, `page-{id}`, `menu-{id}`,
`form-{id}`, `template-{id}`, `product-{id}`, `category-{id}` (database ids),
`sitemap-{project id}` and `shop-{project id}`. The same keys go into a bundle's
`cache.keys` (the SSR layer passes them on as `xkey` headers) and into the
`xkey-purge` header the API sends after a write.
"""

from api.cache.bundles import BundleCache, CachedBundle
from api.cache.changes import Change
from api.cache.purge import Purger

__all__ = ["BundleCache", "CachedBundle", "Change", "Purger"]
