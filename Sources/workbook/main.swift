print("Observation Workbook — coming soon")
