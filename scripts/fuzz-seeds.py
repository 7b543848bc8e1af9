#!/usr/bin/env python3
"""Seeds for scripts/fuzz: every string file below the given folders, and their string values.

    scripts/fuzz-seeds.py SEEDS_DIR FOLDER [FOLDER ...]

The reader targets get whole files by extension (FuzzXCStrings: .xcstrings, FuzzStrings: .strings, FuzzStringsDict:
.stringsdict, FuzzXLIFF: .xliff, FuzzInterfaceBuilder: .storyboard and .xib); the format-specifier parser gets the values with a % in them and the HTML escaping
the values with markup characters (and every seventh one besides). The values are read with the benchmark
generator's readers (bench/make-input.py). A file that does not parse is still a file seed, but gives no values.
Deterministic: seeds are named by a hash of their bytes.
"""
import hashlib
import importlib.util
import json
import os
import plistlib
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_input", os.path.join(here, "..", "bench", "make-input.py"))
make_input = importlib.util.module_from_spec(spec)
spec.loader.exec_module(make_input)

READER_TARGETS = {".xcstrings": "FuzzXCStrings", ".strings": "FuzzStrings", ".stringsdict": "FuzzStringsDict",
                  ".xliff": "FuzzXLIFF", ".storyboard": "FuzzInterfaceBuilder", ".xib": "FuzzInterfaceBuilder"}


def values_of(path, data):
    extension = os.path.splitext(path)[1]
    locale = make_input.lproj_locale(path)
    if extension == ".xcstrings":
        return make_input.xcstrings_values(json.loads(data))
    if extension == ".strings":
        for encoding in ("utf-8", "utf-16"):
            try:
                return make_input.strings_values(data.decode(encoding), locale)
            except (UnicodeDecodeError, IndexError):
                continue
        return []
    if extension == ".stringsdict":
        return make_input.stringsdict_values(plistlib.loads(data, dict_type=dict), locale)
    if extension == ".xliff":
        return make_input.xliff_values(data)
    return []


def write(folder, name, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as handle:
        handle.write(data)


def main():
    seeds, folders = sys.argv[1], sys.argv[2:]
    values = set()
    files = 0
    for root in folders:
        for folder, subfolders, names in os.walk(root):
            subfolders.sort()
            for name in sorted(names):
                extension = os.path.splitext(name)[1]
                if extension not in READER_TARGETS:
                    continue
                path = os.path.join(folder, name)
                with open(path, "rb") as handle:
                    data = handle.read()
                write(os.path.join(seeds, READER_TARGETS[extension]), hashlib.sha1(data).hexdigest()[:16] + extension, data)
                files += 1
                try:
                    values.update(value.encode("utf-8") for _, value in values_of(path, data))
                except Exception:  # a seed that does not parse still seeds its reader
                    pass
    for target, keep in (("FuzzFormatSpecifiers", lambda v: b"%" in v or "％".encode() in v),
                         ("FuzzHTMLEscaping", lambda v: any(c in v for c in b"<>&\"'") or len(v) % 7 == 0)):
        os.makedirs(os.path.join(seeds, target), exist_ok=True)
        for value in sorted(filter(keep, values)):
            write(os.path.join(seeds, target), hashlib.sha1(value).hexdigest()[:16], value)
    print(f"fuzz: {files} seed files and {len(values)} string values from {len(folders)} folders")


if __name__ == "__main__":
    main()
