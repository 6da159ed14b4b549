"""The local S3 server of the files tests, for the bucket's round trip."""

from tests.api.files.conftest import moto_server, s3_settings  # noqa: F401
