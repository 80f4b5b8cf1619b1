"""paper-kg: knowledge graphs of machine-learning research from paper abstracts."""

__version__ = "0.1.0"
