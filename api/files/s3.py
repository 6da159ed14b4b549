"""The S3 backend: presigned URLs (signature version 4, content type signed) made by
boto3 against S3_ENDPOINT_URL (never a request header), and the object calls the
service needs to check, rewrite and delete what browsers uploaded."""

from __future__ import annotations

from pathlib import Path

import boto3
from botocore.config import Config
from botocore.exceptions import ClientError

from api.settings import Settings

MISSING = ("404", "NoSuchKey", "NotFound")


def _missing(error: ClientError) -> bool:
    return str(error.response.get("Error", {}).get("Code")) in MISSING


class S3Storage:
    direct = True

    def __init__(self, settings: Settings) -> None:
        if not settings.s3_bucket:
            raise ValueError("FILES_BACKEND=s3 needs S3_BUCKET")
        self.bucket = settings.s3_bucket
        options = {"signature_version": "s3v4"}
        if settings.s3_endpoint_url:
            # Local S3 servers (and MinIO) name the bucket in the path, not the host.
            options["s3"] = {"addressing_style": "path"}
        self.client = boto3.client(
            "s3",
            endpoint_url=settings.s3_endpoint_url or None,
            region_name=settings.s3_region,
            aws_access_key_id=settings.s3_access_key_id or None,
            aws_secret_access_key=settings.s3_secret_access_key or None,
            config=Config(**options),
        )

    def save(self, key: str, data: bytes, content_type: str) -> None:
        self.client.put_object(Bucket=self.bucket, Key=key, Body=data, ContentType=content_type)

    def load(self, key: str, limit: int) -> bytes | None:
        try:
            answer = self.client.get_object(Bucket=self.bucket, Key=key)
        except ClientError as error:
            if _missing(error):
                return None
            raise
        body = answer["Body"]
        try:
            return body.read(limit + 1)
        finally:
            body.close()

    def size(self, key: str) -> int | None:
        try:
            return self.client.head_object(Bucket=self.bucket, Key=key)["ContentLength"]
        except ClientError as error:
            if _missing(error):
                return None
            raise

    def delete(self, key: str) -> None:
        self.client.delete_object(Bucket=self.bucket, Key=key)

    def upload_url(self, key: str, content_type: str, expires_in: int) -> str:
        return self.client.generate_presigned_url(
            "put_object",
            Params={"Bucket": self.bucket, "Key": key, "ContentType": content_type},
            ExpiresIn=expires_in,
            HttpMethod="PUT",
        )

    def read_url(self, key: str, content_type: str, disposition: str, expires_in: int) -> str:
        return self.client.generate_presigned_url(
            "get_object",
            Params={
                "Bucket": self.bucket,
                "Key": key,
                "ResponseContentType": content_type,
                "ResponseContentDisposition": disposition,
            },
            ExpiresIn=expires_in,
        )

    def local_file(self, key: str) -> Path | None:
        return None
