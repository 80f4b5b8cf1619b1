"""Repository URLs: find them in text and read their role from host, path and link text."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote, urlsplit

from kg.extract.lexicon import Lexicon

# The code hosts whose addresses abstracts write without a scheme, or break after the root.
_CODE_HOSTS = r"(?:github\.com|gitlab\.com|huggingface\.co|bitbucket\.org|codeberg\.org|gitee\.com)"
# A URL runs until white space or a character that cannot end one; parentheses
# are kept only when balanced inside the URL ("...wiki/Foo_(bar)").
_URL_BODY = r"[^\s<>\"'`\[\]{}|\\^]+"  # what follows a URL's start: no white space or character that cannot be in one
_URL = re.compile(
    # A scheme or "www.", or, without either, a code host's name followed by a
    # path ("Code is available at github.com/org/repo"): abstracts often drop the scheme.
    r"(?:https?://|www\.|(?<![\w.@/-])" + _CODE_HOSTS + r"/)" + _URL_BODY,
    re.IGNORECASE,
)
_TRAILING = ".,;:!?*_'\"’”»"

@dataclass(frozen=True)
class UrlMatch:
    start: int
    end: int
    url: str


def _trim(url: str) -> str:
    """Strip punctuation that ends the sentence rather than the URL."""
    while url:
        if url[-1] in _TRAILING:
            url = url[:-1]
        elif url[-1] == ")" and url.count("(") < url.count(")"):
            url = url[:-1]
        else:
            break
    return url


# A code host's address that ends at its root, "https://github.com/", and the owner and
# repository after a break the line wrap left in it: "https://github.com/ Owner/repo".
_HOST_ROOT = re.compile(r"(?:https?://)?(?:www\.)?" + _CODE_HOSTS + "/", re.I)
_WRAPPED_PATH = re.compile(r"[ \t]?\n?[ \t]?([A-Za-z0-9][\w.-]*/" + _URL_BODY + ")")


# An address whose scheme or host a space or a lost slash broke, as typesetting and
# copying from PDF leave them: "https: //github.com/org/repo", "https:// site.github.io/x",
# "https:/github.com/org/repo" (the scheme), "https://github. com/org/repo" (the host
# after its dot, where a top-level domain and a path follow). Read whole, they are the
# address; read as written, the first three give nothing or a bare host and the last
# "https://github".
_GAP = r"(?=[ \t\n])[ \t]*\n?[ \t]*"  # white space within one line break
_BROKEN_URL = re.compile(
    r"(?P<scheme>https?):(?:" + _GAP + r"//[ \t]*|//" + _GAP + r"|/(?!/))(?P<rest>[A-Za-z0-9][\w-]*\." + _URL_BODY + ")"
    r"|(?P<scheme2>https?)://(?P<host>[A-Za-z0-9][\w-]*)\." + _GAP + r"(?P<tail>[a-z]{2,6}/" + _URL_BODY + ")",
    re.IGNORECASE,
)


def _broken_urls(text: str) -> list[UrlMatch]:
    """The addresses of ``text`` whose scheme or host a space or a lost slash broke, each read whole."""
    found = []
    for match in _BROKEN_URL.finditer(text):
        if match.group("scheme"):
            rest = _trim(match.group("rest"))
            url = f"{match.group('scheme')}://{rest}"
            end = match.start("rest") + len(rest)
        else:
            tail = _trim(match.group("tail"))
            url = f"{match.group('scheme2')}://{match.group('host')}.{tail}"
            end = match.start("tail") + len(tail)
        found.append(UrlMatch(match.start(), end, url))
    return found


def find_urls(text: str) -> list[UrlMatch]:
    """Every URL in ``text`` with its character span, trailing punctuation trimmed.

    A code host's root followed by white space and an owner/repository path
    is one address broken by the line wrap ("https://github.com/
    ChristianSieberichs/BoundingBox_corruption_detection"): the root alone
    is no repository, and the path is what it points to. So is a scheme or
    host that a space or a lost slash broke (``_BROKEN_URL``).
    """
    found = _broken_urls(text)
    broken = [(m.start, m.end) for m in found]
    for match in _URL.finditer(text):
        if any(start < match.end() and match.start() < end for start, end in broken):
            continue
        url = _trim(match.group())
        if _HOST_ROOT.fullmatch(url) and (wrapped := _WRAPPED_PATH.match(text, match.end())) is not None and wrapped.end() > match.end() + 1:
            path = _trim(wrapped.group(1))
            found.append(UrlMatch(match.start(), wrapped.start(1) + len(path), url + path))
            continue
        if len(url) < 8 or "." not in url.split("//", 1)[-1]:
            continue
        found.append(UrlMatch(match.start(), match.start() + len(url), url))
    return sorted(found, key=lambda m: m.start)


def canonical_url(url: str) -> str:
    """The URL as an IRI: scheme added, host lower-cased, unsafe characters escaped."""
    if "://" not in url.split("/", 1)[0] and not url.lower().startswith(("http://", "https://")):
        url = "https://" + url  # "www.x.org/...", "github.com/org/repo"
    parts = urlsplit(url)
    host = parts.netloc.lower()
    path = quote(parts.path, safe="/%:@!$&'()*+,;=-._~")
    query = quote(parts.query, safe="=&%:@!$'()*+,;/?-._~")
    fragment = quote(parts.fragment, safe="%:@!$&'()*+,;=/?-._~")
    out = f"{parts.scheme.lower()}://{host}{path}"
    if query:
        out += "?" + query
    if fragment:
        out += "#" + fragment.replace("#", "%23")
    return out


def _host_path(url: str) -> str:
    parts = urlsplit(url if "://" in url else "https://" + url)
    host = parts.netloc.lower()
    if host.startswith("www."):
        host = host[4:]
    return host + parts.path.lower()


def is_repository(url: str, lexicon: Lexicon) -> bool:
    """False for URLs of papers, DOIs and licences: those are not repositories."""
    hp = _host_path(url)
    return not any(hp == h or hp.startswith(h + "/") or hp.split("/", 1)[0].endswith("." + h) for h in lexicon.repository_hosts["not_repository"])


def repository_role(url: str, context: str, lexicon: Lexicon) -> str:
    """Role of a repository URL: from its host first, then from the words around it.

    ``context`` is the link text of a Markdown link, or the words just before
    the URL ("Code and data are available at").
    """
    hp = _host_path(url)
    host = hp.split("/", 1)[0]
    for role in ("dataset", "demo", "weights", "code", "project-page"):
        for pattern in lexicon.repository_hosts[role]:
            if "/" in pattern:
                if hp.startswith(pattern + "/") or hp == pattern:
                    return role
            elif host == pattern or host.endswith("." + pattern):
                if role == "weights" and not _looks_like_model_repo(hp):
                    continue
                return role
    words = context.lower()
    for role in ("weights", "dataset", "demo", "project-page", "code"):
        if any(re.search(rf"\b{re.escape(w)}\b", words) for w in lexicon.repository_link_words[role]):
            return role
    return "project-page"


def _looks_like_model_repo(host_path: str) -> bool:
    # huggingface.co/<owner>/<name> is a model; /papers, /blog, /docs are not.
    segments = [s for s in host_path.split("/")[1:] if s]
    return len(segments) >= 2 and segments[0] not in {"papers", "blog", "docs", "learn", "collections"}


def name_from_url(url: str) -> str | None:
    """The last path segment, when it looks like a resource's name ("Audio-NTREX-4L")."""
    segments = [s for s in urlsplit(url).path.split("/") if s]
    if not segments:
        return None
    name = segments[-1]
    if re.fullmatch(r"[A-Za-z][A-Za-z0-9._-]{1,60}", name) and not re.fullmatch(r"(?:main|master|tree|blob|index\.html?)", name):
        return name
    return None
