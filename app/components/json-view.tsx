/** Pretty-printed JSON, as the 'view JSON' actions show an entity. */
export function JsonView({ value }: { value: unknown }) {
  return (
    <pre className="max-h-[60vh] overflow-auto rounded-md bg-gray-900 p-4 text-xs leading-relaxed text-gray-100" data-testid="json-view">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}
