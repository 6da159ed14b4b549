"""Real local HTTP and SMTP stand-ins for outside services (VIES, Mollie, a mail server).

Each runs in a background thread on a free port of 127.0.0.1, answers like the real
service and records what it was asked, so tests can assert on requests and retries.
"""
