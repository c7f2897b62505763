# gunbai's texts in English: the store, verify and the benchmarks. Part of one catalogue with the other .ftl
# files of this folder (src/i18n joins them); every id has its twin in locales/ja/.
