"""The Dutch refusals of the file calls, by the key they are answered under."""

from __future__ import annotations

FILE_MISSING = "Dit bestand bestaat niet."
FORM_MISSING = "Dit formulier bestaat niet."
NO_FILE_FIELD = "Dit formulier heeft geen veld om bestanden te uploaden."
TYPE_REFUSED = "Dit bestandstype is hier niet toegestaan."
BAD_UPLOAD_SIGNATURE = "Deze uploadlink is ongeldig."
UPLOAD_EXPIRED = "Deze uploadlink is verlopen. Kies het bestand opnieuw om het te uploaden."
BAD_READ_SIGNATURE = "Deze downloadlink is ongeldig."
READ_EXPIRED = "Deze downloadlink is verlopen. Vraag het bestand opnieuw op."
USED = "Deze uploadlink is al gebruikt. Kies het bestand opnieuw om het te uploaden."
DELETED = "Dit bestand is verwijderd; de uploadlink werkt niet meer."
WRONG_HEADER = "Het bestandstype van de upload is niet het type van de uploadlink."
NOT_THIS_TYPE = "De inhoud van het bestand past niet bij het bestandstype."
EMPTY_FILE = "Het bestand is leeg."
IN_SUBMISSION = "Dit bestand hoort bij een verzonden formulier en kan niet meer worden verwijderd."
TAKEN_MEANWHILE = "Een van de bestanden is intussen verwijderd of al verzonden. Upload het opnieuw."
TOO_MANY = "bestanden geüpload"


def too_large(max_size: int) -> str:
    return f"Het bestand is te groot (maximaal {size_text(max_size)})."


def size_text(size: int) -> str:
    """`10485760` -> '10 MB', `1572864` -> '1,5 MB', `512000` -> '500 kB' (Dutch)."""
    if size >= 1024 * 1024:
        amount, unit = size / (1024 * 1024), "MB"
    else:
        amount, unit = size / 1024, "kB"
    text = f"{amount:.1f}".rstrip("0").rstrip(".").replace(".", ",")
    return f"{text} {unit}"
