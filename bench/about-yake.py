"""YAKE run as a peer by bench/about.mjs: one process for all the documents of a dataset.

Reads {"lan", "n", "top", "docs": [text, ...]} as JSON on stdin and writes {"keywords": [[phrase,
...], ...], "seconds", "version", "file", "jellyfish", "failed"} as JSON on stdout. YAKE comes from
the checkout on PYTHONPATH (YAKE_SRC, set by the bench), never from a copy in this repository; its
settings are its defaults but for n and top, which the bench passes. "seconds" is the extraction
alone, without the interpreter's start-up and imports, so that it compares with the others' times.
A document YAKE fails on gets no keywords and is counted in "failed", rather than ending the run.
"""

import json
import sys
import time
from importlib import metadata

import yake


def version_of(package):
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def main():
    request = json.loads(sys.stdin.buffer.read())  # UTF-8 whatever the locale
    extractor = yake.KeywordExtractor(lan=request["lan"], n=request["n"], top=request["top"])
    keywords = []
    failed = 0
    start = time.perf_counter()
    for text in request["docs"]:
        try:
            keywords.append([phrase for phrase, _score in extractor.extract_keywords(text)])
        except Exception as error:  # one bad document is a miss, not the end of the peer
            print(f"about-yake: {type(error).__name__}: {error}", file=sys.stderr)
            keywords.append([])
            failed += 1
    seconds = time.perf_counter() - start
    json.dump(
        {
            "keywords": keywords,
            "seconds": seconds,
            "version": getattr(yake, "__version__", None),
            "file": yake.__file__,
            "jellyfish": version_of("jellyfish"),
            "failed": failed,
        },
        sys.stdout,
    )


if __name__ == "__main__":
    main()
