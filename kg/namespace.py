"""The paper-kg vocabulary, generated from ontology/kg.ttl.

Do not edit by hand: run ``python -m kg.namespace_gen``.
"""

from rdflib.namespace import DefinedNamespace, Namespace
from rdflib.term import URIRef


class KG(DefinedNamespace):
    """Terms of ``https://w3id.org/paper-kg/ontology#``."""

    _fail = True
    _NS = Namespace("https://w3id.org/paper-kg/ontology#")

    Benchmark: URIRef  # class: Benchmark
    Dataset: URIRef  # class: Dataset
    Entity: URIRef  # class: Entity
    Method: URIRef  # class: Method
    Metric: URIRef  # class: Metric
    Model: URIRef  # class: Model
    Paper: URIRef  # class: Paper
    Repository: URIRef  # class: Repository
    Result: URIRef  # class: Result
    Task: URIRef  # class: Task
    Venue: URIRef  # class: Venue
    addresses: URIRef  # object property: addresses
    benchmark: URIRef  # object property: benchmark
    comparesWith: URIRef  # object property: compares with
    confidence: URIRef  # datatype property: confidence
    contentHash: URIRef  # datatype property: content hash
    entityType: URIRef  # object property: entity type
    evaluatesOn: URIRef  # object property: evaluates on
    field: URIRef  # datatype property: field
    hasRepository: URIRef  # object property: has repository
    hasResult: URIRef  # object property: has result
    introduces: URIRef  # object property: introduces
    isImprovement: URIRef  # datatype property: is improvement
    linkConfidence: URIRef  # datatype property: link confidence
    linkCue: URIRef  # datatype property: link cue
    maxValue: URIRef  # datatype property: maximum value
    mentions: URIRef  # object property: mentions
    metric: URIRef  # object property: metric
    proposes: URIRef  # object property: proposes
    publishedIn: URIRef  # object property: published in
    repositoryRole: URIRef  # datatype property: repository role
    resultOf: URIRef  # object property: result of
    supportsLink: URIRef  # object property: supports link
    unit: URIRef  # datatype property: unit
    uses: URIRef  # object property: uses
    value: URIRef  # datatype property: value
    year: URIRef  # datatype property: year
