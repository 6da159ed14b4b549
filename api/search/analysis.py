"""Text analysis shared by every search engine: what a Dutch shopper's words match.

Text is folded (NFKD, combining marks dropped, case folded: 'Industriële' reads as
'industriele'), cut into word tokens and each token stemmed with the Snowball Dutch
stemmer ('taarten' and 'taart' both become 'taart'). Documents are indexed under the
stems (exact matches) and under the folded words (prefixes for the live search box);
a query matches each token by stem, and its last token also as the start of a word.

Dutch glues words together ('appeltaart', 'volkorenbrood'), and a shopper looking for
'taart' means the apple pie too. Without a compound dictionary, a long word is also
indexed under its tails (`compound_parts`: 'appeltaart' under 'taart' and 'aart', never
shorter than 4 letters, always after a head of 3), so a word matches the end of a
compound; 'taa' as a prefix finds it too.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import Stemmer

_WORD = re.compile(r"[^\W_]+")
# The blocks of combining marks: one regex pass instead of a test per character.
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
# Snowball stemmers keep internal buffers: one per thread.
_local = threading.local()


def fold(text: str) -> str:
    """Lower case without diacritics: 'Crème Brûlée' -> 'creme brulee'."""
    if text.isascii():  # most text: nothing to decompose
        return text.lower()
    folded = _COMBINING.sub("", unicodedata.normalize("NFKD", text))
    if not folded.isascii():  # marks of other scripts, outside the common blocks
        folded = "".join(char for char in folded if not unicodedata.combining(char))
    return folded.casefold()


def words(text: str) -> list[str]:
    """The folded words of a text, in order."""
    return _WORD.findall(fold(text))


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """The Dutch stem of one folded word ('taarten' -> 'taart')."""
    stemmer = getattr(_local, "stemmer", None)
    if stemmer is None:
        stemmer = _local.stemmer = Stemmer.Stemmer("dutch")
    return stemmer.stemWord(word)


@dataclass(frozen=True)
class Terms:
    """What one field contributes to the index: stems for exact matches, folded words for
    prefix matches."""

    stems: frozenset[str]
    words: frozenset[str]


# A compound's tail is indexed when it keeps this many letters, after a head of HEAD.
TAIL = 4
HEAD = 3


@lru_cache(maxsize=200_000)
def compound_parts(word: str) -> tuple[str, ...]:
    """The tails of a long word a shopper may search for on their own:
    'appeltaart' -> ('eltaart', 'ltaart', 'taart', 'aart')."""
    return tuple(word[start:] for start in range(HEAD, len(word) - TAIL + 1))


def analyse(*texts: str) -> Terms:
    # Words never span a space, so one pass over the joined texts finds them all.
    found = set(words(" ".join(texts)))
    stems = {stem(word) for word in found}
    for whole in list(stems):
        stems.update(compound_parts(whole))
    for word in list(found):
        found.update(compound_parts(word))
    return Terms(stems=frozenset(stems), words=frozenset(found))


@dataclass(frozen=True)
class QueryToken:
    stem: str
    # The folded word when it may also match as the start of a longer word (last token).
    prefix: str | None = None


def query_tokens(query: str) -> list[QueryToken]:
    """The tokens of a search query; every one must match (AND). The last one also
    matches words it starts ('taa' finds 'taart') since the shopper may still be typing."""
    found = words(query)
    tokens = [QueryToken(stem(word)) for word in found[:-1]]
    if found:
        tokens.append(QueryToken(stem(found[-1]), prefix=found[-1]))
    # The same token twice adds nothing to an AND.
    unique: dict[QueryToken, None] = dict.fromkeys(tokens)
    return list(unique)
