/** "4.3 out of 5" (one decimal, as the API rounds it). */
export function averageText(average: number): string {
  return `${average.toFixed(1)} out of 5`;
}

export function ratingCountText(count: number): string {
  return count === 1 ? '1 rating' : `${count} ratings`;
}

/**
 * The recipe's rating in one line, from the recipe's own ratingAverage and ratingCount: what the server renders and
 * what shows until the reviews' code and summary arrive. Plain elements: it is in the page's first chunk.
 */
export function RatingHeadline({ average, count }: { average?: number; count?: number }) {
  return <p>{average !== undefined && count ? `${averageText(average)} · ${ratingCountText(count)}` : 'No ratings yet'}</p>;
}
