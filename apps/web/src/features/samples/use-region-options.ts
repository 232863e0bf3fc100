import { useEffect, useState } from 'react';
import type { CascaderProps } from 'antd';
import { loadRegions } from './api/use-sample-request';

/** A cascader option: the region id is the value, its name the label (the server's paths are names). */
export interface RegionOption {
  value: string;
  label: string;
  isLeaf?: boolean;
  children?: RegionOption[];
}

const LEVELS = 3;

function toOptions(regions: { regionId: string; regionName: string }[], level: number): RegionOption[] {
  return regions.map((r) => ({ value: r.regionId, label: r.regionName, isLeaf: level >= LEVELS }));
}

/**
 * Province / city / district options read level by level from qryChinaRegion, each level on demand. The
 * default address's 'Province/City/District' names (defaultInfo.defaultLocale) are walked once so the form
 * can start with their ids (defaultIds, when all three were found).
 */
export function useRegionOptions(defaultLocale: string | undefined) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [defaultIds, setDefaultIds] = useState<string[] | null>(null);

  useEffect(() => {
    // An object, so the async walk reads the cleanup's change (a plain let looks constant to the linter).
    const run = { isCurrent: true };
    void (async () => {
      const top = toOptions(await loadRegions([]), 1);
      const names = (defaultLocale ?? '').split('/').filter(Boolean);
      const ids: string[] = [];
      let level = top;
      for (let depth = 0; depth < names.length && depth < LEVELS; depth += 1) {
        const found = level.find((option) => option.label === names[depth]);
        if (!found) break;
        ids.push(found.value);
        if (depth + 1 >= LEVELS) break;
        found.children = toOptions(await loadRegions(names.slice(0, depth + 1)), depth + 2);
        level = found.children;
      }
      if (!run.isCurrent) return;
      setOptions(top);
      if (ids.length === LEVELS) setDefaultIds(ids);
    })().catch(() => undefined);
    return () => {
      run.isCurrent = false;
    };
  }, [defaultLocale]);

  const loadData: CascaderProps<RegionOption>['loadData'] = (selected) => {
    const target = selected.at(-1);
    if (!target) return;
    void loadRegions(selected.map((option) => option.label))
      .then((regions) => {
        target.children = toOptions(regions, selected.length + 1);
        setOptions((current) => [...current]);
      })
      .catch(() => undefined);
  };

  return { options, loadData, defaultIds };
}
