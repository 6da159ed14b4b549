"""Whole sites: the site document (import, export) and the page bundle visitors get.

This is the one place that works across domains: it reads and writes projects,
pages, templates, menus and forms together, in one transaction.
"""
