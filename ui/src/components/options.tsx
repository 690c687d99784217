/** One `<option>` per value, labelled by the value itself (cuisines, categories): the body of a Select. */
export function Options({ values }: { values: readonly string[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
