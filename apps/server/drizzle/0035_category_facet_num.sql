-- A search's value words ('100nF') are looked up by number in the filter tables of the categories it hit (the
-- filters its category links open with): by the primary key every value of those categories was read and filtered.
CREATE INDEX "category_facet_num_idx" ON "category_facet" USING btree ("value_num","catalog_id");