"""The states of an upload, in the one order they may follow (docs/files.md).

    pending ──> receiving ──> stored ──> deleted
       │            └──────> refused
       └──> deleted

`pending`: the signed upload URL is out. `receiving`: one PUT (local) or the first use
of a directly uploaded object (S3) has claimed it; nobody else can. `stored`: the bytes
passed the checks and the image pipeline and count. `refused`: they did not (the bytes
are gone). `deleted`: by its uploader, the owner or with its form submission.
"""

from __future__ import annotations

PENDING = "pending"
RECEIVING = "receiving"
STORED = "stored"
REFUSED = "refused"
DELETED = "deleted"

# The states in which a file is still there or still coming.
LIVE = (PENDING, RECEIVING, STORED)

VISITOR = "visitor"
OWNER = "owner"
