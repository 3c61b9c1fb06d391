# The core's modules (folders of src/core) and the modules each one may include
# directly (docs/architecture.md explains the table). ChaturCore.cmake links each
# module's library to these; CheckModuleIncludes.cmake fails the build when a
# file includes "core/<module>/..." of a module its own module does not list.
# Listed bottom-up: every module comes after all it may include.
set(CHATUR_CORE_MODULES
    text platform rules notation content tablebase search trainer play editor training progress
    mining review)

set(CHATUR_MODULE_DEPS_text "")
set(CHATUR_MODULE_DEPS_platform "")
set(CHATUR_MODULE_DEPS_rules "")
set(CHATUR_MODULE_DEPS_notation rules text)
set(CHATUR_MODULE_DEPS_content rules notation text platform)
set(CHATUR_MODULE_DEPS_tablebase rules notation content platform)
set(CHATUR_MODULE_DEPS_search rules notation tablebase)
set(CHATUR_MODULE_DEPS_trainer rules notation content tablebase search)
set(CHATUR_MODULE_DEPS_play rules notation content search platform)
set(CHATUR_MODULE_DEPS_editor rules notation content search trainer platform)
set(CHATUR_MODULE_DEPS_training rules content platform)
set(CHATUR_MODULE_DEPS_progress rules content platform training)
set(CHATUR_MODULE_DEPS_mining rules notation content search)
set(CHATUR_MODULE_DEPS_review rules notation content platform tablebase search mining)
