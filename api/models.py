"""Imports every table so that metadata (Alembic, tests) sees the whole schema."""

from api.accounts.models import Account, Membership, OwnerSession
from api.cache.models import CacheChange
from api.counts.models import SharedAttempts, SharedWindow
from api.files.models import FileSigningKey, FileUpload, FileUploadWindow
from api.forms.models import Form
from api.media.models import MediaImage
from api.menus.models import Menu
from api.notfound.models import NotFoundHit
from api.pages.models import Page, ReusableTemplate
from api.payments.models import TestPayment
from api.presence.models import EditorPresence
from api.projects.models import Project, ProjectAlias
from api.redirects.models import Redirect
from api.releases.models import Release, Revision
from api.searchmisses.models import SearchMiss
from api.shop.checkout.models import (
    ShopCart,
    ShopCartLine,
    ShopOrder,
    ShopOrderCounter,
    ShopOrderLine,
    ShopPayment,
    ShopSlotBooking,
)
from api.shop.models import ShopCategory, ShopProduct, ShopProductCategory, ShopRedirect
from api.signing import SigningKey

__all__ = [
    "Account",
    "CacheChange",
    "EditorPresence",
    "FileSigningKey",
    "FileUpload",
    "FileUploadWindow",
    "Form",
    "MediaImage",
    "Membership",
    "Menu",
    "NotFoundHit",
    "OwnerSession",
    "Page",
    "Project",
    "ProjectAlias",
    "Redirect",
    "Release",
    "ReusableTemplate",
    "Revision",
    "SearchMiss",
    "SharedAttempts",
    "SharedWindow",
    "ShopCart",
    "ShopCartLine",
    "ShopCategory",
    "ShopOrder",
    "ShopOrderCounter",
    "ShopOrderLine",
    "ShopPayment",
    "ShopProduct",
    "ShopProductCategory",
    "ShopRedirect",
    "ShopSlotBooking",
    "SigningKey",
    "TestPayment",
]
