"""Pure text-level extractors: acronyms (Schwartz-Hearst), URLs and roles, name morphology."""

import pytest

from kg.extract.acronyms import find_abbreviations, is_short_form, match_long_form
from kg.extract.lexicon import default_lexicon
from kg.extract.names import has_checkpoint_size, is_name_like, looks_like_model
from kg.extract.urls import canonical_url, find_urls, is_repository, name_from_url, repository_role


def pairs(text):
    return [(a.long, a.short) for a in find_abbreviations(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("We introduce the Property-Generated Solver (PGS), a framework.", [("Property-Generated Solver", "PGS")]),
        ("While conformal prediction (CP) offers control", [("conformal prediction", "CP")]),
        ("Although reinforcement learning (RL) enhances", [("reinforcement learning", "RL")]),
        ("monitoring features from Sparse Autoencoders (SAEs).", [("Sparse Autoencoders", "SAEs")]),
        ("we propose a Difficulty-Aware Learning Strategy Allocation (DALSA) framework",
         [("Difficulty-Aware Learning Strategy Allocation", "DALSA")]),
        ("We use PGS (Property-Generated Solver) here.", [("Property-Generated Solver", "PGS")]),
        ("results (see Table 2) are good", []),
        # A long form does not start with a function word; a place in parentheses glosses.
        ("linked sculpting with artisans in Odisha (India) to cast bronze", []),
        ("a workshop in Nevada (Black Rock) last year", []),
        ("We propose A trous Wavelet Diffusion (AWDiff), a framework", [("A trous Wavelet Diffusion", "AWDiff")]),
        ("a value (e.g. 5) and (x)", []),
        # the first letter comes from no lower-case function word, but a hyphenated word keeps its "in"
        ("for the Abstraction and Reasoning Corpus (ARC) and", [("Abstraction and Reasoning Corpus", "ARC")]),
        ("we apply in-context learning (ICL) here", [("in-context learning", "ICL")]),
        # a 2 between letters reads "to" only where the long form has a "to"; of two readings the shorter wins
        ("This paper presents a novel framework for Peer-to-Peer (P2P) learning.", [("Peer-to-Peer", "P2P")]),
        ("Advantage Actor Critic (A2C) agents", [("Advantage Actor Critic", "A2C")]),
        # the "to" reading is tried where the plain one matches too, through a name with the digit
        ("D2D-Rescore employs transformer-based detection-to-detection (D2D) attention", [("detection-to-detection", "D2D")]),
        # a first letter matched inside a word: the word before that gives one more initial belongs to the long form,
        # written as the long form is
        ("mask-guided diffusion. Residual Reference Attention (RRA) is inserted", [("Residual Reference Attention", "RRA")]),
        ("We introduce In-Context Learning (ICL) with", [("In-Context Learning", "ICL")]),
        # a long form after its short form can run past 60 characters; markup inside words makes no label
        ("we present PRISM (Precision Restoration with Interpretable Separation of Mixtures). PRISM is",
         [("Precision Restoration with Interpretable Separation of Mixtures", "PRISM")]),
        ("we propose SEN (S**entence-level **E**arly i**N**tervention).", []),
        # lower-case words at the end that give no letter are the kind, not the name; a plural "s" is no letter
        ("introduce the Episodic Memory with Questions and Feedback task (EM-QnF).",
         [("Episodic Memory with Questions and Feedback", "EM-QnF")]),
        ("We train graph neural network models (GNN) here.", [("graph neural network", "GNN")]),
        ("while novel view synthesis (NVS) improves", [("novel view synthesis", "NVS")]),
        ("features from sparse autoencoders (SAEs).", [("sparse autoencoders", "SAEs")]),
        # a kind tag after the name's hyphen is not spelled out; a citation in parentheses is no long form
        ("we propose PROST-LLM (PROgressive Speech-to-speech Translation) to", [("PROgressive Speech-to-speech Translation", "PROST-LLM")]),
        ("compared with MT-Ranker (Moosa et al. 2024) and", []),
        # a list of capitalised words whose initials are the name's capitals spells it out
        ("We propose HyVE (Hypothesize, Validate, Explain), an agentic explainer", [("Hypothesize, Validate, Explain", "HyVE")]),
        ("ARR (Analyzing, Retrieving, and Reasoning) prompts", [("Analyzing, Retrieving, and Reasoning", "ARR")]),
        ("three MGMs (MaskGIT, MAGE, and MAR)", []),
        ("three datasets (Drug, Weapon, and Sexuality)", []),
        ("the ETL (Extract, Load, Transform) step", []),
        # a list before the short form spells it the same way, one letter in lower case among them
        ("and the Coverage, Overlap, Trespass, and Excess (COTe) score, a metric",
         [("Coverage, Overlap, Trespass, and Excess", "COTe")]),
        # a long form after its short form may be one hyphened word of capitalised parts;
        # an adjective or a word's variant is none
        ("We propose LACON (Labeling-and-Conditioning), a novel training framework", [("Labeling-and-Conditioning", "LACON")]),
        ("We propose adapting LOCA (Location-aware), a method", []),
        ("we insert an Attribute-refined Adapter (Are-adapter) into the framework", []),
    ],
)
def test_schwartz_hearst(text, expected):
    assert pairs(text) == expected


def test_abbreviation_offsets():
    text = "The key–value (KV) cache."
    (a,) = find_abbreviations(text)
    assert text[a.long_start : a.long_end] == "key–value"
    assert text[a.short_start : a.short_end] == "KV"


def test_short_form_rules():
    assert is_short_form("GRPO") and is_short_form("SAEs") and is_short_form("3D")
    assert not is_short_form("i.e., CRB") and not is_short_form("e.g., SAM")  # a gloss or an example
    assert pairs("the error within the mainlobe of the ambiguity function (i.e., CRB) and more") == []
    assert not is_short_form("see") and not is_short_form("a") and not is_short_form("this is not short")
    assert match_long_form("RL", "deep reinforcement learning") == 5


def test_urls_trim_sentence_punctuation():
    text = "Code is at https://github.com/org/repo. See (https://x.org/a_(b)) and https://y.org/p,"
    assert [u.url for u in find_urls(text)] == ["https://github.com/org/repo", "https://x.org/a_(b)", "https://y.org/p"]


@pytest.mark.parametrize(
    "url, context, role",
    [
        ("https://github.com/kyutai-labs/hibiki-zero", "inference code (", "code"),
        ("https://huggingface.co/kyutai/hibiki-zero-3b-pytorch-bf16", "model weights (", "weights"),
        ("https://huggingface.co/datasets/kyutai/Audio-NTREX-4L", "a benchmark (", "dataset"),
        ("https://huggingface.co/spaces/kyutai/hibiki-zero-samples", "examples (", "demo"),
        ("https://org.github.io/project", "", "project-page"),
        ("https://anonymous.4open.science/r/SciPredict-AI01", "data and code are provided at", "code"),
        ("https://example.org/thing", "our dataset is at", "dataset"),
    ],
)
def test_repository_roles(url, context, role):
    assert repository_role(url, context, default_lexicon()) == role


def test_papers_are_not_repositories():
    lex = default_lexicon()
    assert not is_repository("https://arxiv.org/abs/2501.00001", lex)
    assert not is_repository("https://doi.org/10.1/x", lex)
    assert is_repository("https://github.com/a/b", lex)
    # a challenge's results page holds nothing to reuse; a dataset on the same site does
    assert not is_repository("www.codabench.org/competitions/14257/#/results-tab", lex)
    assert not is_repository("https://www.kaggle.com/competitions/foo", lex)
    assert is_repository("https://www.kaggle.com/datasets/x/y", lex)


def test_canonical_url_is_a_valid_iri():
    assert canonical_url("www.Example.org/a b") == "https://www.example.org/a%20b"
    assert name_from_url("https://huggingface.co/datasets/kyutai/Audio-NTREX-4L") == "Audio-NTREX-4L"


@pytest.mark.parametrize("word", ["GRPO", "vLLM", "FutureOmni", "NExT-Guard", "Qwen3-30B-A3B", "V*", "Hibiki-Zero", "GPT-4o", "SchröMind", "SE(3)", "X5", "12Scenes", "50Salads", "360Bench"])
def test_name_like(word):
    assert is_name_like(word)


# Title Case words ("Hypermem", "Surgery") are names only in context: see test_extract_doc.
@pytest.mark.parametrize("word", ["model", "the", "Model", "Hypermem", "fine-tuning", "state-of-the-art", "a", "p<0.05", "k=5", "N≥3", "d≈0.10", "5±2", "by7-22%", "x17.7", "assets.2", "present:(1)", "o(1)", "Schrödinger", "5Mbps", "10Hz", "2B"])
def test_not_name_like(word):
    assert not is_name_like(word)


def test_model_morphology():
    lex = default_lexicon()
    for name in ["Qwen3-32B", "Qwen3-30B-A3B", "Llama-3-8B", "GPT-4o", "Gemini 3 Flash", "Claude 3.5 Sonnet", "Mixtral-8x7B",
                 "Kimi-K2", "Opus 4.1", "LLaDA2.1"]:
        assert looks_like_model(name, lex.model_families, lex.model_tiers), name
    for name in ["GRPO", "Hypermem", "Transformer", "FutureOmni", "CLIP-Score"]:
        assert not looks_like_model(name, lex.model_families, lex.model_tiers), name
    assert has_checkpoint_size("Foo-7B") and not has_checkpoint_size("ResNet")


def test_code_host_urls_without_a_scheme():
    from kg.extract.urls import canonical_url

    found = find_urls("Code is available at github.com/OmnAI-Lab/Defense . See also huggingface.co/org/model, not mygithub.com/x.")
    assert [u.url for u in found] == ["github.com/OmnAI-Lab/Defense", "huggingface.co/org/model"]
    assert canonical_url(found[0].url) == "https://github.com/OmnAI-Lab/Defense"
    assert find_urls("mail user@github.com/x") == []


def test_a_code_host_root_and_the_path_a_line_wrap_cut_off_are_one_address():
    text = "are at the following repository: https://github.com/ Owner/Bounding_box_detection. More."
    (url,) = find_urls(text)
    assert url.url == "https://github.com/Owner/Bounding_box_detection"
    assert text[url.start : url.end] == "https://github.com/ Owner/Bounding_box_detection"
    # a root followed by a word is the root alone, and a whole address is left as it is
    assert [u.url for u in find_urls("Code: https://github.com/ is where we keep it.")] == ["https://github.com/"]
    assert [u.url for u in find_urls("see https://github.com/org/repo. And more")] == ["https://github.com/org/repo"]


def test_an_address_whose_scheme_or_host_a_space_or_lost_slash_broke_is_read_whole():
    cases = {
        "Project page: https: //selen-suyue.github.io/DspNet/. Next": "https://selen-suyue.github.io/DspNet/",
        "are available at https:\n//github.com/mbzuai-nlp/finchain.": "https://github.com/mbzuai-nlp/finchain",
        "Website: https:// miquel-espinosa.github.io/cop-gen and": "https://miquel-espinosa.github.io/cop-gen",
        "model can be found at https:/github.com/GenIntel/3D-SC.": "https://github.com/GenIntel/3D-SC",
        "released at https://github. com/Euphoria16/DocMark.": "https://github.com/Euphoria16/DocMark",
    }
    for text, url in cases.items():
        (found,) = find_urls(text)
        assert found.url == url, text
        assert text[found.start : found.end].endswith(url.rsplit("/", 2)[-2] + "/" + url.rsplit("/", 2)[-1]), text
    # a sentence that ends after a host-like word is no address; a whole address stays as written
    assert find_urls("see https://example. The end") == []
    assert [u.url for u in find_urls("a https://x.org/a and https: //y.github.io/b)")] == ["https://x.org/a", "https://y.github.io/b"]


def test_a_broken_address_is_the_repository_the_graph_names(nlp, tmp_path):
    import io
    import json

    import pyoxigraph

    from kg.build import build
    from kg.graph import union_graph
    from rdflib import RDFS, URIRef

    from kg.namespace import KG

    # the graph takes the mended address, not the span as written ("https://github.com/%20Owner/...")
    records = [
        {"id": "2601.00001", "title": "A title", "summary": "We propose X. Code and data are publicly available at https: //github.com/org/repo."},
        {"id": "2601.00002", "title": "A title", "summary": "We propose Y. Code is at the following repository: https://github.com/ Owner/repo_y."},
    ]
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    graph = union_graph(build([str(path)], nlp)[0])
    repos = {str(o) for o in graph.objects(None, KG.hasRepository)}
    assert repos == {"https://github.com/org/repo", "https://github.com/Owner/repo_y"}
    assert {str(o) for r in repos for o in graph.objects(URIRef(r), RDFS.label)} == repos
    list(pyoxigraph.parse(io.BytesIO(graph.serialize(format="nt").encode()), format=pyoxigraph.RdfFormat.N_TRIPLES))


def test_a_coinage_spelled_out_after_an_indefinite_article_before_a_part_word_is_a_new_part():
    from kg.extract.relations import introduced_as_part

    def part(text):
        (abbrev,) = [a for a in find_abbreviations(text) if a.short != "SOD"]
        return introduced_as_part(abbrev, text, default_lexicon())

    assert part("Moreover, a Distribution-Based Correction (DBC) module models long-tailed motion.")
    assert part("A Proportion Guidance (PG) block refines masks.")
    # cited: the definite article, or a kind word of techniques
    assert not part("Moreover, the Distribution-Based Correction (DBC) module models motion.")
    assert not part("We add a Conditional Random Field (CRF) layer on top.")
    assert not part("We add a Distribution-Based Correction (DBC) to it.")
    # the reverse order is no introduction of a part
    assert not part("a DBC (Distribution-Based Correction) module")



def test_a_long_form_whose_words_give_one_initial_each_is_the_definition():
    from kg.extract.acronyms import find_abbreviations

    # the walk from the right finds all of "CAC" inside "calcium"; three words give one initial each
    assert [(a.long, a.short) for a in find_abbreviations("Coronary artery calcium (CAC) scoring is a predictor.")] == [
        ("Coronary artery calcium", "CAC")]
    assert [a.long for a in find_abbreviations("the Cognitive Pairwise Comparison Classification Model Selection (CPC-CMS)")] == [
        "Cognitive Pairwise Comparison Classification Model Selection"]
    # words after the spelled ones, which give no letter, are left to the walk
    assert [a.long for a in find_abbreviations("graph neural network models (GNN)")] == ["graph neural network"]


def test_an_indefinite_article_before_a_position():
    from kg.extract.document import indefinite_before

    # "We add a Memory Bank (MB)": the article that introduces a new part, at a sentence's or a parenthesis's start too
    for text in ("We add a Memory Bank (MB)", "An Adaptive Gate (AG)", "(an Adaptive Gate)"):
        assert indefinite_before(text, text.index("Memory" if "Memory" in text else "Adaptive"))
    # the end of another word, or "the", is no article
    for text in ("a Wikipedia Memory Bank", "the Memory Bank", "Ka Memory Bank"):
        assert not indefinite_before(text, text.index("Memory"))


def test_a_short_form_before_a_plus_names_a_variant_of_it():
    from kg.extract.document import short_form_uses

    # "Building on CoFT, CoFT+ further enhances ...": the variant is a name of its own, "Rein++" too
    text = "Building on CoFT, CoFT+ and CoFT++ further enhance it."
    assert [text[a:b] for a, b in short_form_uses(text, "CoFT")] == ["CoFT"]
    assert short_form_uses(text, "CoFT")[0][0] == text.index("CoFT")
    # a "+" between two names joins them: "SPMC+FRS" uses both
    text = "a hybrid approach (SPMC+FRS) that combines them"
    assert [text[a:b] for a, b in short_form_uses(text, "SPMC")] == ["SPMC"]
