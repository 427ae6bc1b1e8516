-- Departments that learn (docs/architecture.md, "Shopping list"): when a member moves an item to another
-- department, the family's choice is kept for that item name (its normalised key,
-- domain/shopping/department-choice.ts) and used for every later item of that name,
-- typed or from Refresh from meals. One row per family and name; another family's
-- choices are its own rows.
CREATE TABLE department_choice (
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  name_key text NOT NULL CHECK (length(name_key) BETWEEN 1 AND 200),
  department text NOT NULL CHECK (department IN
    ('Produce', 'Dairy', 'Meat & Fish', 'Bakery', 'Pantry', 'Frozen', 'Drinks', 'Household', 'Other')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_id, name_key)
);

ALTER PUBLICATION zero_data ADD TABLE department_choice;
