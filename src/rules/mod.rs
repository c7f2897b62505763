//! The rule corpus: typed rule ids, look-up and search over `rulings/`.

pub mod ids;
pub use ids::RuleId;
