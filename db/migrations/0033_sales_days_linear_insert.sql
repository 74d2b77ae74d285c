-- A bulk insert of payments was quadratic in its rows: the insert trigger joined each new row to a
-- subquery that locks the new rows' products, and with the transition table estimated at one row the
-- planner ran that subquery again for every row (2,000 payments: 2.55 million index probes, 3.6 s;
-- 100,000: 380 s). The products are now locked by a statement of their own, then joined by key:
-- one index probe a row. Same rule and same locks as migration 0020's function.
CREATE OR REPLACE FUNCTION sales_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM products p
  WHERE (p.tenant_id, p.id) IN (SELECT tenant_id, product_id FROM new_rows WHERE status IN ('paid', 'partially_refunded') AND purpose = 'product_order')
  FOR NO KEY UPDATE;
  INSERT INTO sales_days AS s (tenant_id, merchant_id, day, product_id, category, payment_count, quantity, amount)
  SELECT n.tenant_id, coalesce(n.merchant_id, 0), sales_day(n.created_at), coalesce(n.product_id, 0),
         coalesce(p.category, p.delivery_category, '기타'), count(*)::int, sum(n.qty)::int, sum(n.amount - n.refunded_amount)::bigint
  FROM new_rows n
  LEFT JOIN products p ON p.tenant_id = n.tenant_id AND p.id = n.product_id
  WHERE n.status IN ('paid', 'partially_refunded') AND n.purpose = 'product_order'
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (tenant_id, merchant_id, day, product_id) DO UPDATE
    SET payment_count = s.payment_count + excluded.payment_count, quantity = s.quantity + excluded.quantity,
        amount = s.amount + excluded.amount, category = excluded.category;
  RETURN NULL;
END $$;
