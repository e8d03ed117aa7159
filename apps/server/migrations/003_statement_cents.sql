-- Money is integer cents in the database too: every amount of a stored Statement (nested accounts
-- included) becomes cents. The JSON edge converts back in one place, apps/server/src/services/documents.ts.

CREATE FUNCTION statemint_statement_to_cents(value jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
  k text;
  v jsonb;
BEGIN
  IF jsonb_typeof(value) = 'array' THEN
    SELECT coalesce(jsonb_agg(statemint_statement_to_cents(e) ORDER BY i), '[]'::jsonb)
      INTO result FROM jsonb_array_elements(value) WITH ORDINALITY AS a(e, i);
    RETURN result;
  END IF;
  IF jsonb_typeof(value) <> 'object' THEN
    RETURN value;
  END IF;
  result := '{}'::jsonb;
  FOR k, v IN SELECT * FROM jsonb_each(value) LOOP
    -- The Statement's money fields (packages/contracts/src/statement.ts); no other field has these names.
    IF k IN ('amount', 'balance', 'beginningBalance', 'endingBalance', 'expectedEnding', 'difference')
       AND jsonb_typeof(v) = 'number' THEN
      result := result || jsonb_build_object(k, round((v #>> '{}')::numeric * 100)::bigint);
    ELSE
      result := result || jsonb_build_object(k, statemint_statement_to_cents(v));
    END IF;
  END LOOP;
  RETURN result;
END
$$;

UPDATE documents SET statement = statemint_statement_to_cents(statement) WHERE statement IS NOT NULL;

DROP FUNCTION statemint_statement_to_cents(jsonb);
