// The components of every tab and panel the extension adds to Rancher's resource pages.
import { answerPoint } from './answer-point';
import { longhornPanel, longhornTab } from '../answers/longhorn';
import { fleetPanel, fleetTab } from '../answers/fleet';
import { capacityPanel, capacityTab } from '../answers/capacity';

export const LonghornVolumePanel = answerPoint('PlacementLonghornVolumePanel', longhornPanel, 'placement.panel.title');
export const LonghornVolumeTab = answerPoint('PlacementLonghornVolumeTab', longhornTab);
export const FleetBundlePanel = answerPoint('PlacementFleetBundlePanel', fleetPanel, 'placement.panel.title');
export const FleetBundleTab = answerPoint('PlacementFleetBundleTab', fleetTab);
export const ClaimPanel = answerPoint('PlacementClaimPanel', capacityPanel, 'placement.panel.title');
export const ClaimTab = answerPoint('PlacementClaimTab', capacityTab);
