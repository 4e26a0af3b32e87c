"""Plural resource names as controller-gen makes them: `strings.ToLower(flect.Pluralize(Kind))`.

controller-gen (sigs.k8s.io/controller-tools, pkg/crd/spec.go `NeedCRDFor`) names a CRD's
plural with gobuffalo/flect's `Pluralize`; users' manifests, RBAC rules and kubectl commands
depend on those exact names, so this module reproduces flect's behaviour (flect v1.0.3,
pluralize.go, plural_rules.go, ident.go, acronyms.go): the word list, the suffix rules in
their priority order and the way a name is split into words. The tables below are flect's
data, transcribed; `tests/test_crd_names.py` checks the result against flect's own test table
(testdata/crd/flect_plurals.json).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

_WORDS: tuple[tuple[str, str, str, str], ...] = (
    # (singular, plural, alternative plural, flags): u = unidirectional, c = uncountable, e = exact
    ("aircraft", "aircraft", "", ""),
    ("beef", "beef", "beefs", ""),
    ("bison", "bison", "", ""),
    ("blues", "blues", "", "u"),
    ("chassis", "chassis", "", ""),
    ("deer", "deer", "", ""),
    ("fish", "fish", "fishes", ""),
    ("moose", "moose", "", ""),
    ("police", "police", "", ""),
    ("salmon", "salmon", "salmons", ""),
    ("series", "series", "", ""),
    ("sheep", "sheep", "", ""),
    ("shrimp", "shrimp", "shrimps", ""),
    ("species", "species", "", ""),
    ("swine", "swine", "swines", ""),
    ("trout", "trout", "trouts", ""),
    ("tuna", "tuna", "tunas", ""),
    ("you", "you", "", ""),
    ("child", "children", "", ""),
    ("ox", "oxen", "", "e"),
    ("foot", "feet", "", ""),
    ("goose", "geese", "", ""),
    ("man", "men", "", ""),
    ("human", "humans", "", ""),
    ("louse", "lice", "", "e"),
    ("mouse", "mice", "", ""),
    ("tooth", "teeth", "", ""),
    ("woman", "women", "", ""),
    ("die", "dice", "", "e"),
    ("person", "people", "", ""),
    ("adieu", "adieux", "adieus", ""),
    ("fabliau", "fabliaux", "", ""),
    ("bureau", "bureaus", "bureaux", ""),
    ("criterion", "criteria", "", ""),
    ("ganglion", "ganglia", "ganglions", ""),
    ("lexicon", "lexica", "lexicons", ""),
    ("mitochondrion", "mitochondria", "mitochondrions", ""),
    ("noumenon", "noumena", "", ""),
    ("phenomenon", "phenomena", "", ""),
    ("taxon", "taxa", "", ""),
    ("media", "media", "", ""),
    ("medium", "media", "mediums", "u"),
    ("stadium", "stadiums", "stadia", ""),
    ("aquarium", "aquaria", "aquariums", ""),
    ("auditorium", "auditoria", "auditoriums", ""),
    ("symposium", "symposia", "symposiums", ""),
    ("curriculum", "curriculums", "curricula", ""),
    ("quota", "quotas", "", ""),
    ("alumnus", "alumni", "alumnuses", ""),
    ("bacillus", "bacilli", "", ""),
    ("cactus", "cacti", "cactuses", ""),
    ("coccus", "cocci", "", ""),
    ("focus", "foci", "focuses", ""),
    ("locus", "loci", "locuses", ""),
    ("nucleus", "nuclei", "nucleuses", ""),
    ("octopus", "octupuses", "octopi", ""),
    ("radius", "radii", "radiuses", ""),
    ("syllabus", "syllabi", "", ""),
    ("corpus", "corpora", "corpuses", ""),
    ("genus", "genera", "", ""),
    ("alumna", "alumnae", "", ""),
    ("vertebra", "vertebrae", "", ""),
    ("differentia", "differentiae", "", ""),
    ("minutia", "minutiae", "", ""),
    ("vita", "vitae", "", ""),
    ("larva", "larvae", "", ""),
    ("postcava", "postcavae", "", ""),
    ("praecava", "praecavae", "", ""),
    ("uva", "uvae", "", ""),
    ("apex", "apices", "apexes", ""),
    ("codex", "codices", "codexes", ""),
    ("index", "indices", "indexes", ""),
    ("latex", "latices", "latexes", ""),
    ("vertex", "vertices", "vertexes", ""),
    ("vortex", "vortices", "vortexes", ""),
    ("appendix", "appendices", "appendixes", ""),
    ("radix", "radices", "radixes", ""),
    ("helix", "helices", "helixes", ""),
    ("axis", "axes", "", "e"),
    ("crisis", "crises", "", ""),
    ("ellipsis", "ellipses", "", "u"),
    ("genesis", "geneses", "", ""),
    ("oasis", "oases", "", ""),
    ("thesis", "theses", "", ""),
    ("testis", "testes", "", ""),
    ("base", "bases", "", ""),
    ("basis", "bases", "", "u"),
    ("alias", "aliases", "", "e"),
    ("vedalia", "vedalias", "", ""),
    ("use", "uses", "", "e"),
    ("abuse", "abuses", "", ""),
    ("cause", "causes", "", ""),
    ("clause", "clauses", "", ""),
    ("cruse", "cruses", "", ""),
    ("excuse", "excuses", "", ""),
    ("fuse", "fuses", "", ""),
    ("house", "houses", "", ""),
    ("misuse", "misuses", "", ""),
    ("muse", "muses", "", ""),
    ("pause", "pauses", "", ""),
    ("ache", "aches", "", ""),
    ("topaz", "topazes", "", ""),
    ("buffalo", "buffaloes", "buffalos", ""),
    ("potato", "potatoes", "", ""),
    ("tomato", "tomatoes", "", ""),
    ("equipment", "", "", "c"),
    ("information", "", "", "c"),
    ("jeans", "", "", "c"),
    ("money", "", "", "c"),
    ("news", "", "", "c"),
    ("rice", "", "", "c"),
    ("dwarf", "dwarfs", "dwarves", ""),
    ("hoof", "hoofs", "hooves", ""),
    ("thief", "thieves", "", ""),
    ("chive", "chives", "", ""),
    ("hive", "hives", "", ""),
    ("move", "moves", "", ""),
    ("movie", "movies", "", ""),
    ("cookie", "cookies", "", ""),
    ("pretorium", "pretoriums", "", ""),
    ("agenda", "agendas", "", ""),
    ("formula", "formulas", "formulae", ""),
    ("shoe", "shoes", "", ""),
    ("toe", "toes", "", "e"),
    ("graffiti", "graffiti", "", ""),
    ("ID", "IDs", "", "e"),
)
_SUFFIXES: tuple[tuple[str, str], ...] = (
    ("tive", "tives"), ("eaf", "eaves"), ("oaf", "oaves"), ("afe", "aves"), ("arf", "arves"), ("rfe", "rves"),
    ("rf", "rves"), ("lf", "lves"), ("fe", "ves"), ("ay", "ays"), ("ey", "eys"), ("oy", "oys"),
    ("quy", "quies"), ("uy", "uys"), ("y", "ies"), ("eau", "eaux"), ("bula", "bulae"), ("dula", "bulae"),
    ("lula", "bulae"), ("nula", "bulae"), ("vula", "bulae"), ("hedron", "hedra"), ("ium", "ia"), ("seum", "seums"),
    ("eum", "ea"), ("oum", "oa"), ("stracum", "straca"), ("dum", "da"), ("elum", "ela"), ("ilum", "ila"),
    ("olum", "ola"), ("ulum", "ula"), ("llum", "lla"), ("ylum", "yla"), ("imum", "ima"), ("ernum", "erna"),
    ("gnum", "gna"), ("brum", "bra"), ("crum", "cra"), ("terum", "tera"), ("serum", "sera"), ("trum", "tra"),
    ("antum", "anta"), ("atum", "ata"), ("entum", "enta"), ("etum", "eta"), ("itum", "ita"), ("otum", "ota"),
    ("utum", "uta"), ("ctum", "cta"), ("ovum", "ova"), ("trix", "trices"), ("iasis", "iases"), ("mesis", "meses"),
    ("kinesis", "kineses"), ("resis", "reses"), ("gnosis", "gnoses"), ("opsis", "opses"), ("ysis", "yses"), ("ouse", "ouses"),
    ("lause", "lauses"), ("us", "uses"), ("ch", "ches"), ("io", "ios"), ("sh", "shes"), ("ss", "sses"),
    ("ez", "ezzes"), ("iz", "izzes"), ("tz", "tzes"), ("zz", "zzes"), ("ano", "anos"), ("lo", "los"),
    ("to", "tos"), ("oo", "oos"), ("o", "oes"), ("x", "xes"), ("S", "Ses"),
)
_ACRONYMS = frozenset(
    """
    OK UTF8 HTML JSON JWT ID UUID SQL ACK ACL ADSL AES ANSI API
    ARP ATM BGP BSS CCITT CHAP CIDR CIR CLI CPE CPU CRC CRT CSMA
    CMOS DCE DEC DES DHCP DNS DRAM DSL DSLAM DTE DMI EHA EIA EIGRP
    EOF ESS FCC FCS FDDI FTP GBIC gbps GEPOF HDLC HTTP HTTPS IANA ICMP
    IDF IDS IEEE IETF IMAP IP IPS ISDN ISP kbps LACP LAN LAPB LAPF
    LLC MAC Mbps MC MDF MIB MoCA MPLS MTU NAC NAT NBMA NIC NRZ
    NRZI NVRAM OSI OSPF OUI PAP PAT PC PIM PCM PDU POP3 POTS PPP
    PPTP PTT PVST RAM RARP RFC RIP RLL ROM RSTP RTP RCP SDLC SFD
    SFP SLARP SLIP SMTP SNA SNAP SNMP SOF SRAM SSH SSID STP SYN TDM
    TFTP TIA TOFU UDP URL URI USB UTP VC VLAN VLSM VPN W3C WAN
    WEP WiFi WPA WWW
    """.split()
)

_SPACES = "_ :-/"  # flect's word separators, trimmed from both ends of each word in this order


def _build() -> tuple[dict[str, str], set[str], list[tuple[str, Callable[[str], str]]]]:
    """flect's `singleToPlural`, `pluralToSingle` (as a set: only membership is asked) and
    `pluralRules`, built the way its `init` functions build them."""
    single_to_plural: dict[str, str] = {}
    plurals: set[str] = set()
    for singular, plural, alternative, flags in _WORDS:
        plural = plural or singular  # an uncountable word is its own plural
        single_to_plural[singular] = plural
        if "u" not in flags:
            plurals.add(plural)
            if alternative:
                plurals.add(alternative)
    # Each inserted rule goes to the front, preceded by a rule that keeps its replacement as
    # it is; the suffix list is inserted last to first, then the dictionary first to last.
    inserted = [*reversed(_SUFFIXES)]
    inserted += [(s, p or s) for s, p, _, flags in _WORDS if "e" not in flags]
    rules: list[tuple[str, Callable[[str], str]]] = []
    for suffix, replacement in inserted:
        rules[:0] = [(replacement, _keep), (suffix, _replacing(suffix, replacement))]
    return single_to_plural, plurals, rules


def _keep(word: str) -> str:
    return word


def _replacing(suffix: str, replacement: str) -> Callable[[str], str]:
    return lambda word: word[: len(word) - len(suffix)] + replacement


_SINGLE_TO_PLURAL, _PLURALS, _RULES = _build()


def _is_space(char: str) -> bool:
    return char in _SPACES or char.isspace()


def _append(parts: list[str], word: str) -> None:
    word = word.strip()
    for char in _SPACES:
        word = word.strip(char)
    if word.upper() in _ACRONYMS:
        word = word.upper()
    if word:
        parts.append(word)


def words(name: str) -> list[str]:
    """flect's `toParts`: a name split at separators and at lower→upper case changes, an
    acronym (`HTTP` in `HTTPRoute`) kept whole."""
    name = name.strip()
    if not name:
        return []
    if name.upper() in _ACRONYMS:
        return [name.upper()]
    parts: list[str] = []
    word, prev = "", ""
    for char in name:
        if _is_space(char) or (char.isupper() and (not prev.isupper() or word.upper() in _ACRONYMS)):
            _append(parts, word)
            word, prev = char, char
        elif char.isalpha() or unicodedata.category(char) in ("Nd",) or unicodedata.category(char).startswith("P") or char == "`":
            word += char
            prev = char
        else:
            _append(parts, word)
            word, prev = "", char
    _append(parts, word)
    return parts


def pluralize(name: str) -> str:
    """flect's `Pluralize`: the last word of `name` made plural."""
    parts = words(name)
    last = parts[-1] if parts else ""
    if not last:
        return ""
    if name in _SINGLE_TO_PLURAL:
        return _SINGLE_TO_PLURAL[name]
    lowered = last.lower()
    if name in _PLURALS or lowered in _PLURALS:
        return name
    stem = name.removesuffix(last)
    if lowered in _SINGLE_TO_PLURAL:
        plural = _SINGLE_TO_PLURAL[lowered]
        if last == last[:1].upper() + last[1:]:
            plural = plural[:1].upper() + plural[1:]
        return stem + plural
    for suffix, rule in _RULES:
        if last.endswith(suffix):
            return stem + rule(last)
    if lowered.endswith("s"):
        return name
    return name + "s"


def resource_plural(kind: str) -> str:
    """controller-gen's default plural resource name of a kind (`Widget` → `widgets`)."""
    return pluralize(kind).lower()
