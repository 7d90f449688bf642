import { ComponentType } from '@health-passport/domain';
import type { ComponentFamily } from '../types';
import { CardFlipList } from './CardFlipList';
import { FoodGroupsGrid, FoodGroupsGridList } from './FoodGroups';
import { LineChart } from './LineChart';
import { RadarChart } from './RadarChart';
import { HSlider, MegaSlider } from './Sliders';

/** Components that draw values: charts, sliders and the food groups (§9). */
export const dataComponents: ComponentFamily = {
  [ComponentType.RadarChart]: RadarChart,
  [ComponentType.LineChart]: LineChart,
  [ComponentType.HSlider]: HSlider,
  [ComponentType.MegaSlider]: MegaSlider,
  [ComponentType.FoodGroupsGrid]: FoodGroupsGrid,
  [ComponentType.FoodGroupsGridList]: FoodGroupsGridList,
  [ComponentType.CardFlipList]: CardFlipList,
};
