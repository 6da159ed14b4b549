"""Media: images stored once under their content hash, with responsive variants.

`pipeline.py` turns an image's bytes into files (the original and WebP/AVIF variants
at a few widths, under MEDIA_ROOT/<hash>/); `service.py` records their facts per
source URL and answers the page bundle's `media` map (docs/media.md).
"""
