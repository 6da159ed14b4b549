"""Files: uploads by visitors and editors, checked, named and (for images) normalised.

`types.py` reads a file's real type from its first bytes, `names.py` makes the stored
name, `images.py` orients, strips, resizes and re-encodes uploaded photos
(docs/files.md).
"""
