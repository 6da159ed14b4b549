from api.search.analysis import QueryToken, analyse, fold, query_tokens, stem, words


def test_fold_drops_diacritics_and_case():
    assert fold("Industriële Crème Brûlée") == "industriele creme brulee"


def test_words_split_on_punctuation_and_keep_digits():
    assert words("Taart (Ø 24cm), TA-001!") == [
        "taart",
        "ø",
        "24cm",
        "ta",
        "001",
    ]  # Ø has no decomposition


def test_dutch_stemming_joins_plural_and_singular():
    assert stem("taarten") == stem("taart") == "taart"
    assert stem("broden") == stem("brood")


def test_analyse_gives_stems_and_folded_words():
    terms = analyse("Verse Taarten", "Industriële")
    assert "taart" in terms.stems
    assert {"verse", "taarten", "industriele"} <= terms.words


def test_only_the_last_query_token_is_a_prefix():
    assert query_tokens("verse taa") == [QueryToken(stem("verse")), QueryToken("taa", "taa")]


def test_repeated_query_tokens_count_once():
    assert query_tokens("taart taart") == [QueryToken("taart"), QueryToken("taart", "taart")]


def test_empty_query_has_no_tokens():
    assert query_tokens("  ,;  ") == []
