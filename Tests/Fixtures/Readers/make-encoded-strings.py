#!/usr/bin/env python3
"""Writes the Quillpad fixtures whose bytes are not plain UTF-8: UTF-16 `.strings` files with and without a
byte order mark, and one UTF-8 file with a BOM. Run once from this folder (`python3 make-encoded-strings.py`);
the files it writes are committed, and this script is kept so they can be made again and read as text here.

Every text below was written for copylint's tests. Lines end in LF, except the Japanese file, which ends
them in CRLF as a Windows translation tool would.
"""

import codecs
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
KIT = HERE / "Quillpad" / "QuillpadKit" / "Resources"
WIDGETS = HERE / "Quillpad" / "QuillpadWidgets"

# German: lacks "sync.status"; still has "note.archive.button", which the English file no longer has.
GERMAN = r'''/* QuillpadKit — Localizable.strings, German */

/* Title of the notes list */
"notes.title" = "Notizen";

/* Button that creates a note */
"note.new.button" = "Neue Notiz";

// Alert title when deleting a note; %@ is the note's title
"note.delete.alert.title" = "„%@“ löschen?";

/* Alert message when deleting a note */
"note.delete.alert.message" = "Diese Notiz wird von allen deinen Geräten entfernt.\nDu kannst das nicht widerrufen.";

/* Name of the built-in résumé template */
"template.resume" = "Lebenslauf";

/* Button that archived a note (no longer in the English file) */
"note.archive.button" = "Archivieren";

"search.placeholder" = "Notizen durchsuchen";
'''

# French: every English key, plus "note.share.button", which the English file no longer has.
FRENCH = r'''/* QuillpadKit — Localizable.strings, French */

/* Title of the notes list */
"notes.title" = "Notes";

/* Button that creates a note */
"note.new.button" = "Nouvelle note";

// Alert title when deleting a note; %@ is the note's title
"note.delete.alert.title" = "Supprimer «\U00A0%@\U00A0»\U00A0?";

/* Alert message when deleting a note */
"note.delete.alert.message" = "Cette note sera supprimée de tous vos appareils.\nVous ne pourrez pas annuler cette action.";

/* Name of the built-in résumé template */
"template.resume" = "CV";

/* Shown in the sidebar footer */
"sync.status" = "Synchronisé avec iCloud";

"search.placeholder" = "Rechercher dans les notes";

/* Button that shared a note (no longer in the English file) */
"note.share.button" = "Partager";
'''

# Japanese: lacks "note.delete.alert.message" and "template.resume".
JAPANESE = r'''/* QuillpadKit — Localizable.strings, Japanese */

/* Title of the notes list */
"notes.title" = "メモ";

/* Button that creates a note */
"note.new.button" = "新規メモ";

// Alert title when deleting a note; %@ is the note's title
"note.delete.alert.title" = "\"%@\"を削除しますか？";

/* Shown in the sidebar footer */
"sync.status" = "iCloudと同期済み";

"search.placeholder" = "メモを検索";
'''

# Russian: exactly the English keys.
RUSSIAN = r'''/* QuillpadKit — Localizable.strings, Russian */

/* Title of the notes list */
"notes.title" = "Заметки";

/* Button that creates a note */
"note.new.button" = "Новая заметка";

// Alert title when deleting a note; %@ is the note's title
"note.delete.alert.title" = "Удалить «%@»?";

/* Alert message when deleting a note */
"note.delete.alert.message" = "Заметка будет удалена со всех ваших устройств.\nЭто действие нельзя отменить.";

/* Name of the built-in résumé template */
"template.resume" = "Резюме";

/* Shown in the sidebar footer */
"sync.status" = "Синхронизировано с iCloud";

"search.placeholder" = "Поиск заметок";
'''

# The widget's French table, in UTF-8 with a BOM (its German twin is plain UTF-8 and written by hand).
WIDGET_FRENCH = '''/* Widget title */
"Recent Notes" = "Notes récentes";

/* Shown when the widget has nothing to show */
"Nothing here yet" = "Rien pour l’instant";
'''

FILES = [
    # (path, text, codec, byte order mark, line ending)
    (KIT / "de.lproj" / "Localizable.strings", GERMAN, "utf-16-le", codecs.BOM_UTF16_LE, "\n"),
    (KIT / "fr.lproj" / "Localizable.strings", FRENCH, "utf-16-be", codecs.BOM_UTF16_BE, "\n"),
    (KIT / "ja.lproj" / "Localizable.strings", JAPANESE, "utf-16-le", b"", "\r\n"),
    (KIT / "ru.lproj" / "Localizable.strings", RUSSIAN, "utf-16-be", b"", "\n"),
    (WIDGETS / "fr.lproj" / "Widget.strings", WIDGET_FRENCH, "utf-8", codecs.BOM_UTF8, "\n"),
]

for path, text, codec, bom, newline in FILES:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bom + text.replace("\n", newline).encode(codec))
    print(f"{path.relative_to(HERE)}: {codec}{' with BOM' if bom else ', no BOM'}, {len(path.read_bytes())} bytes")
