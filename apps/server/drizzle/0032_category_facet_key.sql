-- The categories a search hit open with filters made of its words: each word is looked up by key in those
-- categories' filter tables, which the primary key (category, parameter, key) could only walk value by value.
CREATE INDEX "category_facet_key_idx" ON "category_facet" USING btree ("value_key" collate "C","catalog_id");