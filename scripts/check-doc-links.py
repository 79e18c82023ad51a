#!/usr/bin/env python3
# Checks the links of the HTML pages given (scripts/docs.sh passes those
# it rendered): every href and src that is not an absolute URL must name a
# file that exists, relative to the page, and a fragment (#id) must name an
# id of its page. Prints each broken link and fails if there is one.
#
#   scripts/check-doc-links.py PAGE.html...
import html.parser
import os
import sys
import urllib.parse


class Page(html.parser.HTMLParser):
    def __init__(self, path):
        super().__init__()
        self.ids = set()
        self.links = []
        with open(path, encoding="utf-8") as f:
            self.feed(f.read())

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and a.get("name"):
            self.ids.add(a["name"])
        for key in ("href", "src"):
            if a.get(key) is not None:
                self.links.append((self.getpos()[0], key, a[key]))


def main(paths):
    if not paths:
        print("usage: check-doc-links.py PAGE.html...", file=sys.stderr)
        return 2
    pages = {}

    def page(path):
        if path not in pages:
            pages[path] = Page(path)
        return pages[path]

    broken = 0
    checked = 0
    for path in (os.path.abspath(p) for p in paths):
        for line, key, link in page(path).links:
            url = urllib.parse.urlsplit(link)
            if url.scheme or link.startswith("//"):
                continue  # an absolute URL: not checked offline
            checked += 1
            target = path
            if url.path:
                target = os.path.normpath(
                    os.path.join(os.path.dirname(path), urllib.parse.unquote(url.path)))
            where = f"{os.path.relpath(path)}:{line}: {key}=\"{link}\""
            if not os.path.isfile(target):
                print(f"check-doc-links: {where}: no file {os.path.relpath(target)}")
                broken += 1
            elif url.fragment and target.endswith(".html") and \
                    urllib.parse.unquote(url.fragment) not in page(target).ids:
                print(f"check-doc-links: {where}: no id '{url.fragment}' in "
                      f"{os.path.relpath(target)}")
                broken += 1
    if broken:
        print(f"check-doc-links: {broken} broken of {checked} links", file=sys.stderr)
        return 1
    print(f"check-doc-links: {checked} links in {len(paths)} pages, none broken")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
