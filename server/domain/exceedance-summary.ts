import type { ExceedanceEpisode } from './exceedance-episodes';

// The per-station, per-parameter roll-up shown above the episode list of the exceedance report.

export interface ExceedanceSummary {
  readonly stationId: string | null;
  readonly parameter: string;
  readonly episodeCount: number;
  readonly totalMinutes: number;
  /** The episode that went furthest past its limit (largest ratio above a max, smallest below a min). */
  readonly worst: ExceedanceEpisode;
}

const severity = (episode: ExceedanceEpisode): number =>
  episode.bound === 'max' ? episode.ratioToLimit : 1 / episode.ratioToLimit;

export function exceedanceSummary(episodes: readonly ExceedanceEpisode[]): ExceedanceSummary[] {
  const groups = new Map<string, ExceedanceEpisode[]>();
  for (const episode of episodes) {
    const key = `${episode.stationId ?? ''}|${episode.parameter}`;
    const group = groups.get(key) ?? [];
    group.push(episode);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    stationId: group[0].stationId,
    parameter: group[0].parameter,
    episodeCount: group.length,
    totalMinutes: group.reduce((sum, episode) => sum + episode.durationMinutes, 0),
    worst: group.reduce((worst, episode) =>
      severity(episode) > severity(worst) ? episode : worst,
    ),
  }));
}
