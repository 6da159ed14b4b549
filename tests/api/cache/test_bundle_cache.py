"""BundleCache drops exactly the bundles a change affects."""

from api.cache import BundleCache, CachedBundle, Change


def bundle(project_id, *keys):
    return CachedBundle(project_id=project_id, status_code=200, body=b"{}", keys=frozenset(keys))


def filled_cache():
    cache = BundleCache(maxsize=100, ttl=60)
    cache.put(1, "/", bundle(1, "project-1", "page-10", "menu-5"))
    cache.put(1, "/over-ons", bundle(1, "project-1", "page-11", "menu-5"))
    cache.put(1, "/contact", bundle(1, "project-1", "page-12"))
    cache.put(2, "/", bundle(2, "project-2", "page-20", "menu-6"))
    return cache


def test_page_change_drops_that_page():
    cache = filled_cache()
    assert cache.forget(Change.page(1, 11)) == 1
    assert cache.get(1, "/over-ons") is None and cache.get(1, "/") is not None


def test_menu_change_drops_the_pages_using_it():
    cache = filled_cache()
    assert cache.forget(Change.menu(1, 5)) == 2
    assert cache.get(1, "/contact") is not None and cache.get(2, "/") is not None


def test_project_change_and_moved_pages_drop_the_whole_project():
    cache = filled_cache()
    assert cache.forget(Change.page(1, 12, moved=True)) == 3
    assert len(cache) == 1
    assert cache.forget(Change.project(2)) == 1


def test_purge_keys_of_changes():
    assert Change.page(1, 12).purge_keys == ["page-12", "sitemap-1"]
    assert Change.page(1, 12, moved=True).purge_keys == ["page-12", "project-1", "sitemap-1"]
    assert Change.menu(1, 5).purge_keys == ["menu-5"]
    assert Change.menu(1, 5, created=True).purge_keys == ["project-1"]


def test_a_disconnected_listener_bypasses_the_cache_until_it_listens_again():
    cache = filled_cache()
    cache.connected(False)
    assert cache.get(1, "/") is None and len(cache) == 0
    cache.put(1, "/", bundle(1, "project-1"))
    assert cache.get(1, "/") is None, "nothing is stored while changes may be missed"
    cache.connected(True)
    cache.put(1, "/", bundle(1, "project-1"))
    assert cache.get(1, "/") is not None
