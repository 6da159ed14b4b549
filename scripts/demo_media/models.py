"""The demo's 3D model: a scored sourdough loaf as a binary glTF 2.0 file (GLB).

A flattened, slightly squashed sphere with three scoring grooves, per-vertex normals
from the faces and vertex colours (golden crust, pale grooves, darker underside), so
the model needs no textures. Written by `scripts/demo_media/`.
"""

from __future__ import annotations

import json
import math
import struct
from pathlib import Path

STACKS, SLICES = 24, 56
# Half-sizes of the loaf (metres, as glTF expects): long, high, wide.
RADII = (0.16, 0.09, 0.12)
FLAT_BOTTOM = -0.035
GROOVES = (-0.07, 0.0, 0.07)
# sRGB colours of the crust, the pale scoring grooves and the darker underside.
CRUST, GROOVE, UNDERSIDE = (0.78, 0.46, 0.18), (0.96, 0.84, 0.62), (0.45, 0.22, 0.08)


def _groove(x: float, y: float) -> float:
    """How deep (0..1) the point lies in a scoring groove; grooves run across the top."""
    if y <= 0.02:
        return 0.0
    return max(math.exp(-(((x - g) / 0.018) ** 2)) for g in GROOVES)


def _vertices() -> tuple[list[tuple], list[tuple]]:
    positions, colours = [], []
    a, b, c = RADII
    for i in range(STACKS + 1):
        theta = math.pi * i / STACKS
        for j in range(SLICES + 1):
            phi = 2 * math.pi * j / SLICES
            x = a * math.sin(theta) * math.cos(phi)
            y = b * math.cos(theta)
            z = c * math.sin(theta) * math.sin(phi)
            depth = _groove(x, y)
            scale = 1 - 0.08 * depth
            x, y, z = x * scale, max(y * scale, FLAT_BOTTOM), z * scale
            positions.append((x, y, z))
            shade = min(1.0, max(0.0, (y - FLAT_BOTTOM) / (b * 0.6)))
            base = tuple(u + (k - u) * shade for u, k in zip(UNDERSIDE, CRUST, strict=True))
            srgb = (k + (g - k) * depth for k, g in zip(base, GROOVE, strict=True))
            # glTF vertex colours are linear; the palette above is sRGB.
            colours.append(tuple(channel**2.2 for channel in srgb))
    return positions, colours


def _indices() -> list[int]:
    indices = []
    row = SLICES + 1
    for i in range(STACKS):
        for j in range(SLICES):
            p, q = i * row + j, (i + 1) * row + j
            indices += [p, p + 1, q, p + 1, q + 1, q]
    return indices


def _normals(positions: list[tuple], indices: list[int]) -> list[tuple]:
    sums = [[0.0, 0.0, 0.0] for _ in positions]
    for t in range(0, len(indices), 3):
        i0, i1, i2 = indices[t : t + 3]
        p0, p1, p2 = positions[i0], positions[i1], positions[i2]
        u = [p1[k] - p0[k] for k in range(3)]
        v = [p2[k] - p0[k] for k in range(3)]
        n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
        for index in (i0, i1, i2):
            for k in range(3):
                sums[index][k] += n[k]
    normals = []
    for x, y, z in sums:
        length = math.sqrt(x * x + y * y + z * z) or 1.0
        normals.append((x / length, y / length, z / length))
    return normals


def _pad(data: bytes, filler: bytes) -> bytes:
    return data + filler * (-len(data) % 4)


def glb_bytes() -> bytes:
    positions, colours = _vertices()
    indices = _indices()
    normals = _normals(positions, indices)
    count = len(positions)
    floats = lambda rows: b"".join(struct.pack("<3f", *row) for row in rows)
    chunks = [
        floats(positions),
        floats(normals),
        floats(colours),
        struct.pack(f"<{len(indices)}H", *indices),
    ]
    views, offset = [], 0
    for index, chunk in enumerate(chunks):
        target = 34963 if index == 3 else 34962
        views.append(
            {"buffer": 0, "byteOffset": offset, "byteLength": len(chunk), "target": target}
        )
        offset += len(_pad(chunk, b"\0"))
    binary = b"".join(_pad(chunk, b"\0") for chunk in chunks)
    lows = [min(p[k] for p in positions) for k in range(3)]
    highs = [max(p[k] for p in positions) for k in range(3)]
    document = {
        "asset": {"version": "2.0", "generator": "scripts/demo_media/models.py"},
        "scene": 0,
        "scenes": [{"nodes": [0]}],
        "nodes": [{"mesh": 0, "name": "Desembrood"}],
        "meshes": [
            {
                "name": "Desembrood",
                "primitives": [
                    {
                        "attributes": {"POSITION": 0, "NORMAL": 1, "COLOR_0": 2},
                        "indices": 3,
                        "material": 0,
                    }
                ],
            }
        ],
        "materials": [
            {
                "name": "Korst",
                "pbrMetallicRoughness": {
                    "baseColorFactor": [1, 1, 1, 1],
                    "metallicFactor": 0.0,
                    "roughnessFactor": 0.85,
                },
            }
        ],
        "buffers": [{"byteLength": len(binary)}],
        "bufferViews": views,
        "accessors": [
            {
                "bufferView": 0,
                "componentType": 5126,
                "count": count,
                "type": "VEC3",
                "min": lows,
                "max": highs,
            },
            {"bufferView": 1, "componentType": 5126, "count": count, "type": "VEC3"},
            {"bufferView": 2, "componentType": 5126, "count": count, "type": "VEC3"},
            {"bufferView": 3, "componentType": 5123, "count": len(indices), "type": "SCALAR"},
        ],
    }
    text = _pad(json.dumps(document, separators=(",", ":")).encode(), b" ")
    body = (
        struct.pack("<I4s", len(text), b"JSON")
        + text
        + struct.pack("<I4s", len(binary), b"BIN\0")
        + binary
    )
    return struct.pack("<4sII", b"glTF", 2, 12 + len(body)) + body


def write_glb(path: Path) -> None:
    path.write_bytes(glb_bytes())
