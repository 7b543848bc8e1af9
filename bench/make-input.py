#!/usr/bin/env python3
"""Builds copylint's benchmark input from the real string files in ../shared/corpora.

Usage: make-input.py CORPORA OUT_DIR COPIES

Each of the three app corpora (KeepingYouAwake: String Catalogs and an XLIFF export; duckduckgo-iOS: .strings
and plural .stringsdict in 25 locales; linearmouse: a 35-locale catalog with plural variations) is copied COPIES
times into OUT_DIR/AppNNN/, each copy with its own keys: a key that is an identifier (no white space, with a
dot) gets the copy number in its first component (`back.button` -> `back_c7.button`, so role patterns on the
key's shape still match); keys that are English text and Info.plist names stay as they are. Copy 0 keeps the
files byte for byte. The output is deterministic: the same corpora and COPIES give the same bytes.

Every string value copylint will audit is also written to OUT_DIR/strings.bin as `locale NUL value NUL`
records (the ICU floor program reads it), and the count goes to OUT_DIR/strings.count.
"""
import json
import os
import plistlib
import re
import shutil
import sys
import xml.etree.ElementTree as ElementTree

SETS = ["KeepingYouAwake", "duckduckgo-iOS", "linearmouse"]


def vary_key(key, copy):
    if copy == 0 or re.search(r"\s", key) or "." not in key:
        return key
    first, rest = key.split(".", 1)
    return f"{first}_c{copy}.{rest}"


# ---------------------------------------------------------------- String Catalogs

def xcstrings_values(document):
    source = document.get("sourceLanguage", "en")
    values = []

    def leaves(node, locale):
        for name, member in node.items():
            if name == "stringUnit":
                values.append((locale, member["value"]))
            elif name == "stringSet":
                values.extend((locale, value) for value in member.get("values", []))
            elif name == "variations":
                for cases in member.values():
                    for case in cases.values():
                        leaves(case, locale)
            elif name == "substitutions":
                for substitution in member.values():
                    leaves(substitution, locale)

    for key, entry in document.get("strings", {}).items():
        localizations = entry.get("localizations", {})
        if source not in localizations:
            values.append((source, key))
        for locale, localization in localizations.items():
            leaves(localization, locale)
    return values


def copy_xcstrings(path, target, copy):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    if copy:
        document["strings"] = {vary_key(key, copy): value for key, value in document.get("strings", {}).items()}
        with open(target, "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, indent=2, separators=(",", " : "))
            handle.write("\n")
    else:
        shutil.copyfile(path, target)
    return xcstrings_values(document)


# ---------------------------------------------------------------- .strings

STRINGS_PAIR = re.compile(r'^(\s*)"((?:[^"\\]|\\.)*)"(\s*=)', re.MULTILINE)
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "'": "'", "0": "\0"}


def unescape(text):
    out, index = [], 0
    while index < len(text):
        char = text[index]
        if char == "\\" and index + 1 < len(text):
            following = text[index + 1]
            if following in "uU" and re.fullmatch(r"[0-9a-fA-F]{4}", text[index + 2:index + 6] or ""):
                out.append(chr(int(text[index + 2:index + 6], 16)))
                index += 6
                continue
            out.append(ESCAPES.get(following, following))
            index += 2
            continue
        out.append(char)
        index += 1
    return "".join(out)


def strings_values(text, locale):
    """The values of a text .strings file: the quoted string after each `=`, comments skipped."""
    values, index, length = [], 0, len(text)
    expecting_value = False
    while index < length:
        char = text[index]
        if text.startswith("/*", index):
            end = text.find("*/", index + 2)
            index = length if end < 0 else end + 2
        elif text.startswith("//", index):
            end = text.find("\n", index)
            index = length if end < 0 else end + 1
        elif char == '"':
            end = index + 1
            while text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            if expecting_value:
                values.append((locale, unescape(text[index + 1:end])))
                expecting_value = False
            index = end + 1
        elif char == "=":
            expecting_value = True
            index += 1
        else:
            index += 1
    return values


def copy_strings(path, target, copy, locale):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if copy:
        text = STRINGS_PAIR.sub(lambda match: match.group(1) + '"' + vary_key(match.group(2), copy) + '"' + match.group(3), text)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        shutil.copyfile(path, target)
    return strings_values(text, locale)


# ---------------------------------------------------------------- .stringsdict

def stringsdict_values(document, locale):
    values = []

    def key_values(dictionary):
        for name, item in dictionary.items():
            if name == "NSStringLocalizedFormatKey":
                values.append((locale, item))
            elif name == "NSStringVariableWidthRuleType":
                values.extend((locale, variant) for variant in item.values())
            elif name == "NSStringDeviceSpecificRuleType":
                for variant in item.values():
                    if isinstance(variant, dict):
                        key_values(variant)
                    else:
                        values.append((locale, variant))
            else:
                for rule_name, form in item.items():
                    if rule_name not in ("NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"):
                        values.append((locale, form))

    for dictionary in document.values():
        key_values(dictionary)
    return values


def copy_stringsdict(path, target, copy, locale):
    with open(path, "rb") as handle:
        document = plistlib.load(handle, dict_type=dict)
    if copy:
        document = {vary_key(key, copy): value for key, value in document.items()}
        with open(target, "wb") as handle:
            plistlib.dump(document, handle, sort_keys=False)
    else:
        shutil.copyfile(path, target)
    return stringsdict_values(document, locale)


# ---------------------------------------------------------------- XLIFF

UNIT_ID = re.compile(r'(<trans-unit\b[^>]*?\bid=")([^"]*)(")')


def xliff_values(data):
    namespace = "{urn:oasis:names:tc:xliff:document:1.2}"
    values = []
    for file in ElementTree.fromstring(data).iter(namespace + "file"):
        source_language = file.get("source-language", "en")
        target_language = file.get("target-language")
        for unit in file.iter(namespace + "trans-unit"):
            source = unit.find(namespace + "source")
            values.append((source_language, "".join(source.itertext())))
            target = unit.find(namespace + "target")
            if target is not None:
                values.append((target_language, "".join(target.itertext())))
    return values


def copy_xliff(path, target, copy):
    with open(path, "rb") as handle:
        data = handle.read()
    if copy:
        text = data.decode("utf-8")
        text = UNIT_ID.sub(lambda match: match.group(1) + vary_key(match.group(2), copy) + match.group(3), text)
        data = text.encode("utf-8")
    with open(target, "wb") as handle:
        handle.write(data)
    return xliff_values(data)


# ---------------------------------------------------------------- driver

def lproj_locale(path):
    for part in reversed(path.split(os.sep)[:-1]):
        if part.endswith(".lproj"):
            return part[: -len(".lproj")]
    return "en"


def main():
    corpora, out_dir, copies = sys.argv[1], sys.argv[2], int(sys.argv[3])
    files = []
    for name in SETS:
        for folder, subfolders, names in os.walk(os.path.join(corpora, name)):
            subfolders.sort()
            files.extend(os.path.relpath(os.path.join(folder, file), corpora) for file in sorted(names))
    os.makedirs(out_dir, exist_ok=True)
    count = 0
    with open(os.path.join(out_dir, "strings.bin"), "wb") as dump:
        for copy in range(copies):
            for relative in files:
                source = os.path.join(corpora, relative)
                target = os.path.join(out_dir, f"App{copy:03d}", relative)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                extension = os.path.splitext(relative)[1]
                if extension == ".xcstrings":
                    values = copy_xcstrings(source, target, copy)
                elif extension == ".strings":
                    values = copy_strings(source, target, copy, lproj_locale(relative))
                elif extension == ".stringsdict":
                    values = copy_stringsdict(source, target, copy, lproj_locale(relative))
                elif extension in (".xliff", ".xlf"):
                    values = copy_xliff(source, target, copy)
                else:
                    shutil.copyfile(source, target)
                    continue
                for locale, value in values:
                    dump.write(locale.encode("utf-8") + b"\0" + value.encode("utf-8") + b"\0")
                count += len(values)
    with open(os.path.join(out_dir, "strings.count"), "w") as handle:
        handle.write(f"{count}\n")
    print(count)


if __name__ == "__main__":
    main()
