from api.catalogue import sanitise_document, sanitise_html


def test_scripts_and_event_handlers_are_removed():
    html = '<b onclick="x()">Hallo</b><script>alert(1)</script><img src=x onerror=y>'
    assert sanitise_html(html) == "<b>Hallo</b>"


def test_links_keep_href_target_and_rel_but_not_javascript():
    html = '<a href="/over-ons" target="_blank" rel="nofollow">over</a><a href="javascript:alert(1)">x</a>'
    assert sanitise_html(html) == (
        '<a href="/over-ons" target="_blank" rel="nofollow">over</a><a>x</a>'
    )


def test_formatting_tags_survive():
    html = '<i>i</i><u>u</u><span class="text-primary-500">s</span><mark>m</mark><br><sub>1</sub>'
    assert sanitise_html(html) == html


def test_every_inline_text_of_a_document_is_sanitised():
    doc = {
        "blocks": [
            {"type": "header", "data": {"text": "<h1>T</h1><script>x</script>", "level": 2}},
            {"type": "list", "data": {"style": "ordered", "items": ["<b>a</b><iframe></iframe>"]}},
            {"type": "quote", "data": {"text": "<em>q</em>", "caption": "<style>p{}</style>c"}},
            {"type": "table", "data": {"content": [["<script>1</script>cel"]]}},
            {"type": "raw", "data": {"html": "<div>raw</div>"}},
        ]
    }
    sanitise_document(doc)
    assert doc["blocks"][0]["data"]["text"] == "T"
    assert doc["blocks"][1]["data"]["items"] == ["<b>a</b>"]
    assert doc["blocks"][2]["data"] == {"text": "<em>q</em>", "caption": "c"}
    assert doc["blocks"][3]["data"]["content"] == [["cel"]]
    assert doc["blocks"][4]["data"]["html"] == "<div>raw</div>"
