# kept.ftl: see src/i18n.rs for what belongs here.
