-- Uploaded files are kept under the shop's names, never the uploader's: payment proofs as
-- payment-proof-<orderNo>.<ext> (then -2, -3 … in upload order per order), licences as
-- licence-<applicationNo>.<ext>, the extension that of the kind detected from the bytes.
UPDATE "payment_proof" AS p
SET "file_name" = n."name"
FROM (
	SELECT pp."id",
		'payment-proof-' || regexp_replace(o."order_no", '[^A-Za-z0-9-]+', '-', 'g')
		|| CASE WHEN row_number() OVER w > 1 THEN '-' || (row_number() OVER w)::text ELSE '' END
		|| CASE pp."kind" WHEN 'png' THEN '.png' WHEN 'jpeg' THEN '.jpg' ELSE '.pdf' END AS "name"
	FROM "payment_proof" AS pp
	JOIN "purchase_order" AS o ON o."id" = pp."order_id"
	WINDOW w AS (PARTITION BY pp."order_id" ORDER BY pp."created_at", pp."id")
) AS n
WHERE p."id" = n."id";--> statement-breakpoint
UPDATE "registration_application"
SET "licence_file_name" = 'licence-' || regexp_replace("application_no", '[^A-Za-z0-9-]+', '-', 'g')
	|| CASE "licence_kind" WHEN 'png' THEN '.png' WHEN 'jpeg' THEN '.jpg' ELSE '.pdf' END;
