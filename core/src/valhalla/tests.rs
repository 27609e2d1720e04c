//! Rule cases for Valhalla, named by RULES.md ids.
