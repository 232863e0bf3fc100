-- Whether a BOM line's part text is the sheet's manufacturer part number (not a name, value or comment standing in
-- for one): a distributor code's part is then chosen only when it is a part number the line names. Lines written
-- before: false, so their codes choose as they did.
ALTER TABLE "bom_detail" ADD COLUMN "names_part_number" boolean DEFAULT false NOT NULL;
